extension BatchValidator {
  /// Creates a validator for a flavour with the batch rules of a headless host's options.
  ///
  ///     var options = HeadlessHostOptions()
  ///     options.isStrict = true
  ///     let validator = BatchValidator(flavor: .table, options: options)
  ///
  /// - Parameters:
  ///   - flavor: Whether to use a table view's or a collection view's wording and rules.
  ///   - options: The options whose `HeadlessHostOptions.rules` apply.
  ///   - viewDescription: What modern count messages print for the view; defaults to
  ///     `<HeadlessTableView: 0x0>` or its collection counterpart.
  package init(flavor: ListViewFlavor, options: HeadlessHostOptions, viewDescription: String? = nil)
  {
    self.init(flavor: flavor, rules: options.rules, viewDescription: viewDescription)
  }
}
