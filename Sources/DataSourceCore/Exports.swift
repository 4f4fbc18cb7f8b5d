// The diff's types (`ItemPath`, `StagedChangeset`, `Diffable`) appear in the core's API, so a module
// that imports the core gets them too and never imports DataSourceDiff itself.
@_exported import DataSourceDiff
