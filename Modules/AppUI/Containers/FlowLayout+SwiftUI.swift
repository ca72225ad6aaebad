// The SwiftUI Layout of FlowLayout; the arrangement is FlowArrangement's pure function.
#if canImport(SwiftUI)
// Public: the initializer's default arguments name `Spacing.s`, and default arguments are
// emitted into the caller, so they may only use publicly imported declarations (SE-0409).
public import AppTheme
public import SwiftUI

/// A layout that wraps tags and badges onto new lines.
///
/// ```swift
/// FlowLayout(spacing: Spacing.s) { ForEach(tags) { TagView($0) } }
/// ```
///
/// Right-to-left needs nothing here: SwiftUI mirrors a custom layout's placements in a
/// right-to-left environment, so the arrangement is always computed left to right.
public struct FlowLayout: Layout {
  /// The gap between items on a line.
  public var spacing: CGFloat
  /// The gap between lines.
  public var lineSpacing: CGFloat
  /// Where short lines sit.
  public var alignment: FlowAlignment

  /// Creates a flow layout.
  public init(
    spacing: CGFloat = Spacing.s, lineSpacing: CGFloat = Spacing.s,
    alignment: FlowAlignment = .leading
  ) {
    self.spacing = spacing
    self.lineSpacing = lineSpacing
    self.alignment = alignment
  }

  /// The size the arranged items need within the proposed width.
  public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ())
    -> CGSize
  {
    arrangement(width: proposal.width, subviews: subviews).size
  }

  /// Places each item at its arranged frame.
  public func placeSubviews(
    in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()
  ) {
    let arrangement = arrangement(width: bounds.width, subviews: subviews)
    for (index, subview) in subviews.enumerated() {
      let frame = arrangement.frames[index]
      subview.place(
        at: CGPoint(x: bounds.minX + frame.minX, y: bounds.minY + frame.minY),
        anchor: .topLeading, proposal: ProposedViewSize(frame.size))
    }
  }

  /// Measures the items (at their ideal size; an item wider than the line is measured at the
  /// line's width so wrapped text reports its real height) and arranges them.
  private func arrangement(width: CGFloat?, subviews: Subviews) -> FlowArrangement {
    let limit = width.flatMap { $0.isFinite ? $0 : nil }
    let sizes = subviews.map { subview in
      let ideal = subview.sizeThatFits(.unspecified)
      guard let limit, ideal.width > limit else { return ideal }
      return subview.sizeThatFits(ProposedViewSize(width: limit, height: nil))
    }
    return FlowArrangement(
      sizes: sizes, maxWidth: limit, spacing: spacing, lineSpacing: lineSpacing,
      alignment: alignment, direction: .leftToRight)
  }
}
#endif
