import Foundation
import Testing

@testable import AppUI

@Suite("Flow layout arrangement")
struct FlowArrangementTests {
  static func sizes(_ widths: [CGFloat], height: CGFloat = 20) -> [CGSize] {
    widths.map { CGSize(width: $0, height: height) }
  }

  @Test("Wraps greedily with spacing and line spacing")
  func wraps() {
    let arrangement = FlowArrangement(
      sizes: Self.sizes([40, 30, 50, 20]), maxWidth: 100, spacing: 10, lineSpacing: 4)
    #expect(arrangement.lines == [[0, 1], [2, 3]])
    #expect(arrangement.frames.map(\.minX) == [0, 50, 0, 60])
    #expect(arrangement.frames.map(\.minY) == [0, 0, 24, 24])
    #expect(arrangement.size == CGSize(width: 80, height: 44))
  }

  @Test("An item that exactly fills the remaining width stays on the line")
  func exactFit() {
    let arrangement = FlowArrangement(sizes: Self.sizes([45, 45]), maxWidth: 100, spacing: 10)
    #expect(arrangement.lines == [[0, 1]])
  }

  @Test(
    "Alignment places short lines within the width",
    arguments: [
      (FlowAlignment.leading, [0, 50, 0] as [CGFloat]),
      (.center, [10, 60, 35]),
      (.trailing, [20, 70, 70]),
    ])
  func alignment(alignment: FlowAlignment, xs: [CGFloat]) {
    let arrangement = FlowArrangement(
      sizes: Self.sizes([40, 30, 30]), maxWidth: 100, spacing: 10, alignment: alignment)
    #expect(arrangement.frames.map(\.minX) == xs)
  }

  @Test("Right to left mirrors every frame")
  func rightToLeft() {
    let arrangement = FlowArrangement(
      sizes: Self.sizes([40, 30, 30]), maxWidth: 100, spacing: 10, direction: .rightToLeft)
    #expect(arrangement.frames.map(\.minX) == [60, 20, 70])
    let centred = FlowArrangement(
      sizes: Self.sizes([40, 30, 30]), maxWidth: 100, spacing: 10, alignment: .center,
      direction: .rightToLeft)
    #expect(centred.frames.map(\.minX) == [50, 10, 35])
  }

  @Test("An item wider than the line gets its own line, narrowed to the width")
  func overwide() {
    let arrangement = FlowArrangement(
      sizes: Self.sizes([30, 250, 30]), maxWidth: 100, spacing: 10, lineSpacing: 5)
    #expect(arrangement.lines == [[0], [1], [2]])
    #expect(arrangement.frames[1] == CGRect(x: 0, y: 25, width: 100, height: 20))
    #expect(arrangement.size.width == 100)
  }

  @Test("Items in a line are centred on its tallest item")
  func verticalCentring() {
    let sizes = [CGSize(width: 20, height: 10), CGSize(width: 20, height: 30)]
    let arrangement = FlowArrangement(sizes: sizes, maxWidth: 100, spacing: 0)
    #expect(arrangement.frames.map(\.minY) == [10, 0])
    #expect(arrangement.size.height == 30)
  }

  @Test("No width means one line; no items means zero size")
  func edges() {
    let single = FlowArrangement(sizes: Self.sizes([400, 400]), maxWidth: nil, spacing: 10)
    #expect(single.lines == [[0, 1]])
    #expect(single.size == CGSize(width: 810, height: 20))
    let empty = FlowArrangement(sizes: [], maxWidth: 100)
    #expect(empty.frames.isEmpty && empty.lines.isEmpty && empty.size == .zero)
  }

  @Test("Negative and non-finite inputs count as zero")
  func sanitizes() {
    let arrangement = FlowArrangement(
      sizes: [CGSize(width: -5, height: CGFloat.nan), CGSize(width: 10, height: 10)], maxWidth: 50,
      spacing: -3, lineSpacing: .infinity)
    #expect(arrangement.frames.map(\.minX) == [0, 0])
    #expect(arrangement.size == CGSize(width: 10, height: 10))
  }
}
