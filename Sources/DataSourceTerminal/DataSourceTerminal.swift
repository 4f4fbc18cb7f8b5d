// DataSourceTerminal will hold the terminal table view (see the project's issues). It has no public
// API yet.
