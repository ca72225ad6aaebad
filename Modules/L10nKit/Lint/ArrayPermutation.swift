extension Array {
  /// Rearranges the elements so that position `i` holds the element that was at `order[i]`
  /// (`order` holds each index once), moving each element once, cycle by cycle, through the
  /// buffer: `order.map { self[$0] }` copies every element and `Array.swapAt` copies the two it
  /// swaps, retaining and releasing what they hold.
  mutating func permute(by order: [Int]) {
    precondition(order.count == count, "a permutation of every index")
    var placed = [Bool](repeating: false, count: count)
    withUnsafeMutableBufferPointer { buffer in
      for start in buffer.indices where !placed[start] {
        var index = start
        while true {
          placed[index] = true
          let next = order[index]
          if next == start { break }
          buffer.swapAt(index, next)
          index = next
        }
      }
    }
  }
}
