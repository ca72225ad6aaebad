/// A declaration that can be called with arguments (an initializer, a method, a free function or
/// an enum case with a payload), reduced to what key extraction needs: its parameters' labels,
/// which may be left out, and which take a localizable type.
struct CallableSignature: Hashable, Sendable {
  /// What kind of declaration it is; it decides how a call can name it.
  enum Kind: String, Hashable, Sendable {
    /// `init(...)`, called as `Owner(...)`, `Owner.init(...)` or `.init(...)`.
    case initializer = "init"
    /// An instance method, called as `value.name(...)` (or `.name(...)` in a modifier chain).
    case method
    /// A static method, called as `Owner.name(...)` or `.name(...)` where the type is implied.
    case staticMethod = "static"
    /// A free function, called as `name(...)`.
    case function
    /// An enum case with a payload, called as `.name(...)` or `Owner.name(...)`.
    case enumCase = "case"
  }

  /// One parameter.
  struct Parameter: Hashable, Sendable {
    /// The argument label; `nil` for an unlabeled parameter (`_`).
    var label: String?
    /// Whether the argument may be left out.
    var hasDefault: Bool = false
    /// Whether the parameter takes a closure (so it may be given as a trailing closure).
    var takesClosure: Bool = false
    /// Whether the parameter is variadic (`T...`).
    var isVariadic: Bool = false
    /// The localizable type it takes, `nil` for any other type.
    var type: LocalizableType?
    /// For another type: its name, which gives an implicit `.init(...)` argument its type.
    var context: ContextType?

    /// Whether a call may give no argument for it (a default, a closure, a variadic).
    var mayBeLeftOut: Bool { hasDefault || takesClosure || isVariadic }
  }

  /// What kind of declaration it is.
  var kind: Kind
  /// The type that declares it (`Text`, `View`), `nil` for a free function.
  var owner: String?
  /// Its base name (`init` for initializers).
  var name: String
  /// Its parameters, in order.
  var parameters: [Parameter]
  /// The SDK module that declares it; `nil` for the project's own declarations.
  var module: String?
  /// Whether it is marked `@_disfavoredOverload`: another overload that accepts the call wins.
  var isDisfavored = false
  /// Whether it is the initializer of a project type declared inside another (`B.Row`), under
  /// its simple name: a call that names it so (`Row(...)`) outside that type means another.
  var isNested = false
  /// Whether a string literal calls another overload: one of the same labels that takes a
  /// generic `StringProtocol` where this one takes a key, and is not `@_disfavoredOverload`
  /// (see `SDKLocalizableAPI.stringOverloadWinsForLiterals`).
  var literalCallsStringOverload = false
  /// How results name it (`Text`, `.navigationTitle`, `String(localized:)`, `SettingRow`); set
  /// once by `APIIndex`.
  var api = LocalizationAPI.declared("")

  /// `Owner.name(labels)`, with `_` for an unlabeled parameter
  /// (`Annotation.init(_,coordinate,anchor,content)`).
  var identity: String {
    "\(owner ?? "").\(name)(\(parameters.map { $0.label ?? "_" }.joined(separator: ",")))"
  }

  /// How results name a declaration of this kind, owner, name and module.
  var defaultAPI: LocalizationAPI {
    let isInitializer = kind == .initializer
    let spelled = isInitializer ? owner ?? name : "." + name
    guard let module else {
      return .declared(kind == .function ? name : spelled)
    }
    if module == "Foundation" {
      switch owner {
      case "String": return .stringLocalized
      case "AttributedString": return .attributedStringLocalized
      case "LocalizedStringResource": return .localizedStringResource
      default: break
      }
    }
    if module == "SwiftUI" || (module.hasPrefix("_") && module.hasSuffix("_SwiftUI")) {
      return .swiftUI(spelled)
    }
    return .sdk(spelled)
  }

  /// Whether some parameter takes a localizable type.
  var localizes: Bool { parameters.contains { $0.type != nil } }

  /// The parameter each argument binds to, by Swift's rules for labels (arguments in parameter
  /// order, defaulted and closure parameters may be left out, a variadic parameter takes the
  /// unlabeled arguments after it), or `nil` when a call with these labels cannot call it.
  /// Trailing closures are not among `labels`; given how many the call has, each takes the next
  /// closure parameter after the arguments, and a closure parameter without a default that
  /// none takes rejects the call (`init(_ title: String, action: () -> Void)` is not what
  /// `T("x")` calls, nor `init(_ raw: String)` what `T("x") { … }` does).
  func binding(labels: [String?], trailingClosures: Int? = nil) -> [Int]? {
    // Most signatures of a name do not take the call's labels: find out without allocating.
    guard bind(labels, trailingClosures, { _ in }) else { return nil }
    var bound: [Int] = []
    bound.reserveCapacity(labels.count)
    _ = bind(labels, trailingClosures) { bound.append($0) }
    return bound
  }

  /// Walks `labels` against the parameters, telling `bound` each argument's parameter, and
  /// returns whether every argument found one and every parameter left out may be.
  @inline(__always)
  private func bind(_ labels: [String?], _ trailing: Int?, _ bound: (Int) -> Void) -> Bool {
    // Left out by the arguments in parentheses: a closure parameter only when trailing
    // closures are unknown.
    func skippable(_ parameter: Parameter) -> Bool {
      trailing == nil ? parameter.mayBeLeftOut : parameter.hasDefault || parameter.isVariadic
    }
    var next = 0
    var variadic: Int?
    for label in labels {
      if let open = variadic, label == nil {
        bound(open)
        continue
      }
      variadic = nil
      while true {
        guard next < parameters.count else { return false }
        if parameters[next].label == label {
          bound(next)
          if parameters[next].isVariadic { variadic = next }
          next += 1
          break
        }
        guard skippable(parameters[next]) else { return false }
        next += 1
      }
    }
    var closures = trailing ?? 0
    while next < parameters.count {
      if closures > 0, parameters[next].takesClosure {
        closures -= 1
      } else if !skippable(parameters[next]) {
        return false
      }
      next += 1
    }
    return closures == 0
  }
}

/// A named type (`InfoEntry`, `[ActionAppearance]`) a value is known to have, so an implicit
/// member expression there (`.init("Title", value: v)`) can be resolved as that type's.
struct ContextType: Hashable, Sendable {
  /// The type's name (its last component: `Outer.Inner` is `Inner`).
  var name: String
  /// Whether the value is an array of it (`[T]`, `T...`), so an array literal's elements are.
  var isArray: Bool = false
  /// The components written before the name (`NS` in `NS.Row`), if any.
  var qualifier: String? = nil
}
