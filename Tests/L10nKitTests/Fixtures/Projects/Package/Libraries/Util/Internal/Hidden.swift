// Atelier fixture: Hidden, a file of the package fixture whose target membership PackageManifestTests checks.
