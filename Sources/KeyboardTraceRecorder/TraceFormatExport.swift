// The recorder hands over a `RecordedTrace`, so `import KeyboardTraceRecorder` gives the trace
// format's types with it.
@_exported import KeyboardTraceFormat
