// What importing DataSourceKit brings with it: the diff types (`ItemPath`, `StagedChangeset`, `Diffable`)
// appear in its API, so an app never imports DataSourceDiff itself.
@_exported import DataSourceDiff
