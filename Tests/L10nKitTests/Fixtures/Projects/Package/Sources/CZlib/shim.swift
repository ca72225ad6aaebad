// Atelier fixture: a Swift file in a system library target, which PackageManifestTests expects not to count.
