import Foundation

/// A new, empty directory under the system's temporary directory, removed with everything in it when
/// the value is released. The one temporary-directory helper of the tests.
public final class TemporaryDirectory: Sendable {
  public let url: URL

  /// Creates the directory; its name starts with `prefix`, then a UUID.
  public init(prefix: String) throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// The path of `name` in the directory (nothing is created).
  public func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}
