// DataSourceKit is the umbrella: importing it brings every layer an app may use, so one
// `import DataSourceKit` keeps working however the library is split.
@_exported import DataSourceCore
@_exported import DataSourceDiffable
@_exported import DataSourceInteraction
@_exported import DataSourceStorage
@_exported import DataSourceUIKit
