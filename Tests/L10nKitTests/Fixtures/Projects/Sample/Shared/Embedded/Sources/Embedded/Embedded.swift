// Atelier fixture: Embedded, an empty source file of this project fixture (only its place in the tree matters).
