public import Foundation

/// Where a flow layout puts a line that is shorter than the available width.
public enum FlowAlignment: String, Hashable, Sendable, CaseIterable {
  /// Lines start at the leading edge (left in left-to-right, right in right-to-left).
  case leading
  /// Lines are centred.
  case center
  /// Lines end at the trailing edge.
  case trailing
}

/// The horizontal direction items flow in.
public enum FlowDirection: String, Hashable, Sendable, CaseIterable {
  /// The first item is at the left (English, German...).
  case leftToRight
  /// The first item is at the right (Arabic, Hebrew...).
  case rightToLeft
}

/// The arrangement a ``FlowLayout`` computes: where each item goes and how big the whole is.
///
/// It is a pure function of the items' sizes and the parameters, so the layout maths is tested on
/// Linux; the SwiftUI `Layout` only measures its subviews and places them at ``frames``.
public struct FlowArrangement: Hashable, Sendable {
  /// Each item's frame, in the order the items were given, relative to the container's origin.
  public var frames: [CGRect]
  /// The indices of the items on each line, top to bottom.
  public var lines: [[Int]]
  /// The size the items need: the widest line by the total height.
  public var size: CGSize

  /// Arranges items of the given sizes into lines.
  ///
  /// - Items are placed in order, left to right (or right to left), separated by `spacing`; an
  ///   item that does not fit on the current line starts a new one, `lineSpacing` below.
  /// - An item wider than `maxWidth` gets a line of its own and is narrowed to `maxWidth` (the
  ///   SwiftUI layout proposes that width, so text wraps or truncates instead of overflowing).
  /// - Within a line, items are centred vertically on the line's tallest item.
  /// - Lines are aligned by `alignment` within `maxWidth` (or within the widest line when
  ///   `maxWidth` is `nil`, which also means a single line).
  /// - In ``FlowDirection/rightToLeft`` every frame is mirrored, so the first item is at the right
  ///   and `leading` means the right edge.
  ///
  /// Negative or non-finite sizes and spacings count as zero.
  public init(
    sizes: [CGSize],
    maxWidth: CGFloat?,
    spacing: CGFloat = 8,
    lineSpacing: CGFloat = 8,
    alignment: FlowAlignment = .leading,
    direction: FlowDirection = .leftToRight
  ) {
    let limit = maxWidth.map(Self.clean) ?? .infinity
    let spacing = Self.clean(spacing)
    let lineSpacing = Self.clean(lineSpacing)
    let sizes = sizes.map { size in
      CGSize(width: min(Self.clean(size.width), limit), height: Self.clean(size.height))
    }

    // Break into lines greedily.
    var lines: [[Int]] = []
    var current: [Int] = []
    var currentWidth: CGFloat = 0
    for (index, size) in sizes.enumerated() {
      let needed = current.isEmpty ? size.width : currentWidth + spacing + size.width
      if !current.isEmpty && needed > limit {
        lines.append(current)
        current = [index]
        currentWidth = size.width
      } else {
        current.append(index)
        currentWidth = needed
      }
    }
    if !current.isEmpty { lines.append(current) }

    let lineWidths = lines.map { line in
      line.reduce(CGFloat(0)) { $0 + sizes[$1].width } + spacing * CGFloat(line.count - 1)
    }
    let contentWidth = lineWidths.max() ?? 0
    let containerWidth = limit.isFinite ? max(limit, contentWidth) : contentWidth

    var frames = [CGRect](repeating: .zero, count: sizes.count)
    var y: CGFloat = 0
    for (lineIndex, line) in lines.enumerated() {
      let lineHeight = line.map { sizes[$0].height }.max() ?? 0
      let free = containerWidth - lineWidths[lineIndex]
      var x: CGFloat =
        switch alignment {
        case .leading: 0
        case .center: free / 2
        case .trailing: free
        }
      for index in line {
        let size = sizes[index]
        var frame = CGRect(
          x: x, y: y + (lineHeight - size.height) / 2, width: size.width, height: size.height)
        if direction == .rightToLeft {
          frame.origin.x = containerWidth - frame.maxX
        }
        frames[index] = frame
        x += size.width + spacing
      }
      y += lineHeight + (lineIndex < lines.count - 1 ? lineSpacing : 0)
    }

    self.frames = frames
    self.lines = lines
    self.size = CGSize(width: contentWidth, height: y)
  }

  private static func clean(_ value: CGFloat) -> CGFloat {
    value.isFinite && value > 0 ? value : 0
  }
}
