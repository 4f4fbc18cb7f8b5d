// What importing DataSourceTesting brings with it: the headless views test DataSourceKit code, so a test
// imports one module.
@_exported import DataSourceKit
