extension PluralRules {
  static let cldrRuleTable = """
    en
      one: i = 1 and v = 0
    """
}
