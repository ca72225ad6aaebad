/// The gallery's sections, in the order the gallery and the inventory list them.
public enum ComponentGroup: String, CaseIterable, Hashable, Sendable, Codable {
  /// Things people tap: buttons, pickers, haptics.
  case controls
  /// Things people type into.
  case inputs
  /// Things that hold and arrange other views.
  case containers
  /// Things that tell people what is happening: states, banners, toasts.
  case feedback
  /// Images.
  case media

  /// The section title, in English: the gallery is English-only by design.
  public var title: String {
    switch self {
    case .controls: "Controls"
    case .inputs: "Inputs"
    case .containers: "Containers"
    case .feedback: "Feedback"
    case .media: "Media"
    }
  }
}
