import Foundation

/// How many times more cases the storage property tests run: `DATASOURCE_PROPERTY_SCALE` (a factor,
/// default 1), for a long run by hand; CI runs the default size.
public let propertyScale = ProcessInfo.processInfo.environment["DATASOURCE_PROPERTY_SCALE"].flatMap(Int.init) ?? 1
