// The trace format's types (`RecordedTrace`, `RecordedEvent`, `TypedValue`, `JSONTree`) are in
// this library's API (`Linter.check(recorded:)`, `KeyboardTraceCheck.check(_:)`), so
// `import KBCheck` gives them: a test that builds a trace by hand needs no module the package
// does not offer as a product.
@_exported import KeyboardTraceFormat
