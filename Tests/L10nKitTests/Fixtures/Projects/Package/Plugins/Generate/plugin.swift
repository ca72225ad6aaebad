// Atelier fixture: the package fixture's build-tool plugin, whose Swift files PackageManifestTests checks.
