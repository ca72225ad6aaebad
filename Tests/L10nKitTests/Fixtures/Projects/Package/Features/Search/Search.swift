// Atelier fixture: Search, a file of the package fixture whose target membership PackageManifestTests checks.
