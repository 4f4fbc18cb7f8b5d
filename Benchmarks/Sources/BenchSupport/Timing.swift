/// `duration` in milliseconds.
public func ms(_ duration: Duration) -> Double {
  Double(duration.components.seconds) * 1e3 + Double(duration.components.attoseconds) / 1e15
}

/// The median of `values` (the upper one of an even count).
public func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
