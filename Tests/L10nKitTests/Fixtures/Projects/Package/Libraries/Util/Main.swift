// Atelier fixture: Main, a file of the package fixture whose target membership PackageManifestTests checks.
