// Atelier fixture: API, a file of the package fixture's Util target (listed through its sources: "Public").
