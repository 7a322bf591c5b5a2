/// Applies a configuration's suppressions to a report, and says which were never used.
public enum Suppressions {
  /// The report without suppressed findings, and the suppressions that matched nothing.
  public static func apply(_ suppressions: [Suppression], to report: Report) -> (
    Report, [Suppression]
  ) {
    var filter = SuppressionFilter(suppressions)
    var result = report
    for index in result.files.indices { filter.filter(&result.files[index]) }
    return (result, filter.unused)
  }
}
