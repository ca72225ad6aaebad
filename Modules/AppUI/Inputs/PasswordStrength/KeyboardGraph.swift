/// Which keys neighbour which on a ``KeyboardLayout``, generated from a drawing of the layout
/// the way zxcvbn's `build_keyboard_adjacency_graphs` does it (nothing is typed by hand).
///
/// A drawing lists one row per line; each key is a token of its unshifted and shifted
/// characters (`qQ`, `2@`) or of one character on a keypad. Keyboard rows are slanted: each is
/// drawn one space right of the row above, so a key touches six others (left, upper-left,
/// upper-right, right, lower-right, lower-left). Keypad rows are aligned, so a key touches eight.
/// The neighbours are kept in that clockwise order, `nil` where there is no key, because a change
/// of direction in a walk is a turn.
struct KeyboardGraph: Sendable {
  /// For each character, the keys around its key in clockwise order (`nil`: none), each key as
  /// its characters (unshifted first).
  let neighbours: [Character: [[Character]?]]
  /// The characters typed with Shift (the second character of each keyboard key).
  let shifted: Set<Character>

  init(drawing: String, slanted: Bool) {
    var positions: [Position: [Character]] = [:]
    let lines = drawing.split(separator: "\n", omittingEmptySubsequences: false)
    let tokenSize = slanted ? 2 : 1
    let unit = tokenSize + 1
    for (y, line) in lines.enumerated() {
      let slant = slanted ? y - 1 : 0
      var column = 0
      var token: [Character] = []
      for character in line + " " {
        if character == " " {
          if !token.isEmpty {
            let start = column - token.count - slant
            precondition(start % unit == 0 && token.count == tokenSize, "bad key drawing: \(line)")
            positions[Position(x: start / unit, y: y)] = token
            token = []
          }
        } else {
          token.append(character)
        }
        column += 1
      }
    }
    var neighbours: [Character: [[Character]?]] = [:]
    var shifted: Set<Character> = []
    for (position, key) in positions {
      let around = slanted ? position.slantedNeighbours : position.alignedNeighbours
      for character in key {
        neighbours[character] = around.map { positions[$0] }
      }
      if key.count == 2 { shifted.insert(key[1]) }
    }
    self.neighbours = neighbours
    self.shifted = shifted
  }

  /// The number of keys (characters) a walk can start from.
  var startingPositions: Int { neighbours.count }

  /// The mean number of neighbours of a character.
  var averageDegree: Double {
    let total = neighbours.values.reduce(0) { $0 + $1.count { $0 != nil } }
    return Double(total) / Double(neighbours.count)
  }

  struct Position: Hashable {
    var x: Int
    var y: Int

    var slantedNeighbours: [Position] {
      [(x - 1, y), (x, y - 1), (x + 1, y - 1), (x + 1, y), (x, y + 1), (x - 1, y + 1)].map {
        Position(x: $0.0, y: $0.1)
      }
    }

    var alignedNeighbours: [Position] {
      [
        (x - 1, y), (x - 1, y - 1), (x, y - 1), (x + 1, y - 1), (x + 1, y), (x + 1, y + 1),
        (x, y + 1), (x - 1, y + 1),
      ].map { Position(x: $0.0, y: $0.1) }
    }
  }
}

extension KeyboardLayout {
  /// The layout's drawing (see ``KeyboardGraph``). The first line is empty so that the top row
  /// has no slant. On AZERTY and QWERTZ the key left of the top row's `1` and the ISO key left of
  /// the bottom row's first letter are drawn where QWERTY's `` ` `` and (absent) key would be.
  var drawing: String {
    switch self {
    case .qwerty:
      #"""

      `~ 1! 2@ 3# 4$ 5% 6^ 7& 8* 9( 0) -_ =+
          qQ wW eE rR tT yY uU iI oO pP [{ ]} \|
           aA sS dD fF gG hH jJ kK lL ;: '"
            zZ xX cC vV bB nN mM ,< .> /?
      """#
    case .azerty:
      #"""

      ²³ &1 é2 "3 '4 (5 -6 è7 _8 ç9 à0 )° =+
          aA zZ eE rR tT yY uU iI oO pP ^¨ $£
           qQ sS dD fF gG hH jJ kK lL mM ù% *µ
         <> wW xX cC vV bB nN ,? ;. :/ !§
      """#
    case .qwertz:
      #"""

      ^° 1! 2" 3§ 4$ 5% 6& 7/ 8( 9) 0= ß? ´`
          qQ wW eE rR tT zZ uU iI oO pP üÜ +*
           aA sS dD fF gG hH jJ kK lL öÖ äÄ #'
         <> yY xX cC vV bB nN mM ,; .: -_
      """#
    case .dvorak:
      #"""

      `~ 1! 2@ 3# 4$ 5% 6^ 7& 8* 9( 0) [{ ]}
          '" ,< .> pP yY fF gG cC rR lL /? =+ \|
           aA oO eE uU iI dD hH tT nN sS -_
            ;: qQ jJ kK xX bB mM wW vV zZ
      """#
    case .keypad:
      """

        / * -
      7 8 9 +
      4 5 6
      1 2 3
        0 .
      """
    case .macKeypad:
      """

        = / *
      7 8 9 -
      4 5 6 +
      1 2 3
        0 .
      """
    }
  }

  /// The layout's graph, built once on first use.
  var graph: KeyboardGraph { KeyboardGraph.all[self] ?? KeyboardGraph(drawing: "", slanted: true) }
}

extension KeyboardGraph {
  /// Every layout's graph; built lazily and once (a global `static let` is thread-safe).
  static let all: [KeyboardLayout: KeyboardGraph] = Dictionary(
    uniqueKeysWithValues: KeyboardLayout.allCases.map {
      ($0, KeyboardGraph(drawing: $0.drawing, slanted: !$0.isKeypad))
    })

  /// The starting positions and average degree used to count walks: QWERTY's for every keyboard
  /// and the PC keypad's for both keypads, as zxcvbn does.
  static func walkSpace(for layout: KeyboardLayout) -> (starts: Double, degree: Double) {
    layout.isKeypad ? keypadSpace : keyboardSpace
  }

  private static let keyboardSpace = space(of: .qwerty)
  private static let keypadSpace = space(of: .keypad)

  private static func space(of layout: KeyboardLayout) -> (starts: Double, degree: Double) {
    let graph = layout.graph
    return (Double(graph.startingPositions), graph.averageDegree)
  }
}
