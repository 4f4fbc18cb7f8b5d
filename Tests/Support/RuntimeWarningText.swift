import DataSourceTesting

/// The runtime warnings debug builds write for `failures`, in order, as `capturingRuntimeWarnings`
/// returns them: what a test that causes those failures on purpose expects to capture.
public func runtimeWarnings(for failures: some Sequence<DataSourceError>) -> [String] {
  #if DEBUG
    failures.map { "DataSourceKit runtime warning [\($0.ruleName)]: \($0)" }
  #else
    []
  #endif
}

/// The rule each runtime warning names (`cellProviderReturnedNil` of
/// `DataSourceKit runtime warning [cellProviderReturnedNil]: …`).
public func ruleNames(of warnings: [String]) -> [String] {
  warnings.map { warning in
    guard let open = warning.firstIndex(of: "["), let close = warning.firstIndex(of: "]") else { return warning }
    return String(warning[warning.index(after: open)..<close])
  }
}
