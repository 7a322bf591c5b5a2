// libFuzzer target `report`: the JSON report reader `kbcheck merge` uses (JSONReportDecoder),
// then what a merge does with what it read: the checks that refuse reports which are not one
// run's shards, the settlement of shards joined, and the reports rendered again.
//
// Compiled into the same module as Sources/KBCheck (see Scripts/fuzz). A thrown InputError is
// an expected outcome; a report is what a user may have edited by hand.

/// libFuzzer's entry point: reads one input as a report, and as two shards of one run.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let report: Report
  do {
    report = try JSONReportDecoder.decode(bytes)
  } catch {
    return 0
  }
  let paths = ["a.json", "b.json"]
  _ = MergeRun.mismatch([report, report], paths: paths)
  _ = MergeRun.missingShards([report, report], paths: paths)
  _ = MergeRun.settlementMismatch([report, report], paths: paths, suppressions: [])
  var merged = Report.merging([report])
  merged.settlement = Settlement(merging: [report.settlement, report.settlement])
  _ = JSONReporter.render(merged)
  _ = SARIFReporter.render(merged)
  _ = TextReporter.render(merged)
  return 0
}
