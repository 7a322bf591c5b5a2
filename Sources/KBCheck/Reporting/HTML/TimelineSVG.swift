/// Draws one trace's timeline as inline SVG: a row of findings, a lane per notification and
/// marker kind, the matched sequences shaded behind them, and the visible height of the
/// tracked frame as a step chart against the screen height.
///
/// Events are placed by time when every event has one, else by index. When a trace has more
/// events than the plot has room for, each lane draws one bar per column with the number of
/// events in it, so a 10,000-event trace stays a small drawing.
struct TimelineSVG {
  let timeline: Timeline
  let findings: [Finding]
  /// The id prefix of this file's finding list entries (`f3-` → `#f3-0`).
  let anchor: String
  /// The x of each event, worked out once.
  private let positions: [Double]

  init(timeline: Timeline, findings: [Finding], anchor: String) {
    self.timeline = timeline
    self.findings = findings
    self.anchor = anchor
    positions = Self.positions(of: timeline.events)
  }

  static let width = 1000.0
  static let left = 210.0
  static let right = 12.0
  static let laneHeight = 16.0
  static let chartHeight = 56.0
  /// One bar per this many points once events are dense.
  static let column = 3.0

  private var plotWidth: Double { Self.plotWidth }
  private static let plotWidth = width - left - right

  /// The SVG element.
  func render() -> String {
    let lanes = timeline.lanes
    let findingsRow = 18.0
    let lanesTop = findingsRow + 6
    let chartTop = lanesTop + Double(lanes.count) * Self.laneHeight + 16
    let hasChart =
      timeline.screenHeight != nil && timeline.events.contains { $0.visibleHeight != nil }
    let height = chartTop + (hasChart ? Self.chartHeight + 16 : 0)
    var svg =
      "<svg class=\"timeline\" viewBox=\"0 0 \(Self.width) \(HTMLText.number(height))\" "
      + "role=\"img\" xmlns=\"http://www.w3.org/2000/svg\">"
    svg += spans(top: lanesTop, height: Double(lanes.count) * Self.laneHeight)
    let labels = Self.labels(lanes, notificationLanes: timeline.notificationLanes)
    for (index, label) in labels.enumerated() {
      let y = lanesTop + Double(index) * Self.laneHeight
      svg +=
        "<line class=\"grid\" x1=\"\(Self.left)\" y1=\"\(HTMLText.number(y + Self.laneHeight / 2))\" "
        + "x2=\"\(Self.width - Self.right)\" y2=\"\(HTMLText.number(y + Self.laneHeight / 2))\"/>"
      svg +=
        "<text class=\"lane\" x=\"4\" y=\"\(HTMLText.number(y + 11))\">"
        + "\(HTMLText.escape(label))<title>\(HTMLText.escape(lanes[index]))</title></text>"
    }
    svg += events(top: lanesTop)
    svg += repairs(top: lanesTop)
    svg += pins(top: 2)
    if hasChart, let screen = timeline.screenHeight {
      svg += chart(top: chartTop, screen: screen)
    }
    return svg + "</svg>"
  }

  // MARK: - Placement

  /// The x of each event: by time when all have one (and they span some time), else by index.
  private static func positions(of events: [Timeline.Event]) -> [Double] {
    guard !events.isEmpty else { return [] }
    let times = events.compactMap(\.time)
    if times.count == events.count, let first = times.min(), let last = times.max(), last > first {
      return times.map { Self.left + ($0 - first) / (last - first) * plotWidth }
    }
    let count = max(1, events.count - 1)
    return events.indices.map { Self.left + Double($0) / Double(count) * plotWidth }
  }

  /// Lane labels without the prefix and suffix all notification names share.
  static func labels(_ lanes: [String], notificationLanes: Int) -> [String] {
    let names = lanes.prefix(notificationLanes)
    guard names.count > 1, let first = names.first else { return lanes }
    var prefix = Substring(first)
    var suffix = Substring(first)
    for name in names.dropFirst() {
      while !name.hasBytePrefix(prefix) { prefix = prefix.dropLast() }
      while !name.hasByteSuffix(suffix) { suffix = suffix.dropFirst() }
    }
    let shortened = names.map { name -> String in
      let cut = name.dropFirst(prefix.count).dropLast(min(suffix.count, name.count - prefix.count))
      return cut.isEmpty ? name : String(cut)
    }
    return shortened + lanes.dropFirst(notificationLanes)
  }

  // MARK: - Layers

  /// The matched sequences of a dense trace: per kind, each run of columns its sequences
  /// cover, one shaded bar with how many sequences it holds.
  private func denseSpans(top: Double, height: Double) -> String {
    let x = positions
    var columns: [String: [Int: Int]] = [:]
    for span in timeline.spans where span.end < x.count {
      let first = Int((x[span.start] - Self.left) / Self.column)
      let last = Int((x[span.end] - Self.left) / Self.column)
      for column in first...max(first, last) {
        columns[span.kind, default: [:]][column, default: 0] += 1
      }
    }
    var result = ""
    for kind in timeline.kinds where columns[kind] != nil {
      let counted = columns[kind]!.sorted { $0.key < $1.key }
      var start = 0
      while start < counted.count {
        var end = start
        while end + 1 < counted.count, counted[end + 1].key == counted[end].key + 1 { end += 1 }
        let x0 = Self.left + Double(counted[start].key) * Self.column
        let width = Double(counted[end].key - counted[start].key + 1) * Self.column
        result +=
          "<rect class=\"span\" data-kind=\"\(HTMLText.escape(kind))\" "
          + "x=\"\(HTMLText.number(x0))\" y=\"\(HTMLText.number(top))\" "
          + "width=\"\(HTMLText.number(width))\" height=\"\(HTMLText.number(height))\" "
          + "fill=\"\(color(kind))\" fill-opacity=\"0.12\"><title>\(HTMLText.escape(kind)) "
          + "sequences</title></rect>"
        start = end + 1
      }
    }
    return result
  }

  /// The matched sequences, shaded behind the lanes.
  private func spans(top: Double, height: Double) -> String {
    let x = positions
    guard timeline.events.count <= Timeline.drawnEvents else {
      return denseSpans(top: top, height: height)
    }
    var result = ""
    for span in timeline.spans where span.end < x.count {
      let start = x[span.start] - 3
      let width = max(6, x[span.end] - x[span.start] + 6)
      let quirk = span.quirk.map { ", quirk \($0)" } ?? ""
      result +=
        "<rect class=\"span\" data-kind=\"\(HTMLText.escape(span.kind))\" "
        + "data-start=\"\(span.start)\" data-end=\"\(span.end)\" "
        + "x=\"\(HTMLText.number(start))\" y=\"\(HTMLText.number(top))\" "
        + "width=\"\(HTMLText.number(width))\" height=\"\(HTMLText.number(height))\" "
        + "fill=\"\(color(span.kind))\" fill-opacity=\"0.16\""
        + (span.quirk == nil ? "" : " stroke=\"\(color(span.kind))\" stroke-dasharray=\"3 2\"")
        + ">"
        + "<title>\(HTMLText.escape(span.id)) sequence, events \(span.start)–\(span.end)\(quirk)"
        + "</title></rect>"
      if let id = span.quirk {
        // A sequence that is itself a quirk is labelled with it, under the lanes.
        result +=
          "<text class=\"quirk\" x=\"\(HTMLText.number(start + 2))\" "
          + "y=\"\(HTMLText.number(top + height + 9))\">\(HTMLText.escape(id))</text>"
      }
    }
    for pair in timeline.pairs where pair.end < x.count {
      let start = x[pair.start] - 5
      let width = max(10, x[pair.end] - x[pair.start] + 10)
      result +=
        "<rect class=\"pair\" data-start=\"\(pair.start)\" data-end=\"\(pair.end)\" "
        + "x=\"\(HTMLText.number(start))\" y=\"\(HTMLText.number(top - 3))\" "
        + "width=\"\(HTMLText.number(width))\" height=\"\(HTMLText.number(height + 6))\">"
        + "<title>the pair of sequences \(HTMLText.escape(pair.id)) (event \(pair.start)–"
        + "\(pair.end)) delivered</title></rect>"
      result +=
        "<text class=\"quirk\" x=\"\(HTMLText.number(x[pair.end] + 5))\" text-anchor=\"end\" "
        + "y=\"\(HTMLText.number(top + height + 9))\">pair: \(HTMLText.escape(pair.id))</text>"
    }
    return result
  }

  /// The events, one mark each, or bars of counts when they are dense.
  private func events(top: Double) -> String {
    let x = positions
    let dense = timeline.events.count > Timeline.drawnEvents
    var result = ""
    if dense {
      var counts: [Int: [Int: Int]] = [:]
      for (index, event) in timeline.events.enumerated() {
        guard let lane = event.lane else { continue }
        let column = Int((x[index] - Self.left) / Self.column)
        counts[lane, default: [:]][column, default: 0] += 1
      }
      for lane in counts.keys.sorted() {
        let y = top + Double(lane) * Self.laneHeight + 3
        for (column, count) in counts[lane]!.sorted(by: { $0.key < $1.key }) {
          result +=
            "<rect class=\"dense\" x=\"\(HTMLText.number(Self.left + Double(column) * Self.column))\" "
            + "y=\"\(HTMLText.number(y))\" width=\"\(HTMLText.number(Self.column))\" "
            + "height=\"\(HTMLText.number(Self.laneHeight - 6))\"><title>\(count) event"
            + "\(count == 1 ? "" : "s")</title></rect>"
        }
      }
      return result
    }
    for (index, event) in timeline.events.enumerated() {
      guard let lane = event.lane else { continue }
      let y = top + Double(lane) * Self.laneHeight + Self.laneHeight / 2
      let isMarker = lane >= timeline.notificationLanes
      let time = event.time.map { ", \(($0 * 1000).rounded() / 1000) s" } ?? ""
      let label = event.label.map { ": \(HTMLText.escape($0))" } ?? ""
      result +=
        "<circle class=\"\(isMarker ? "marker" : "event")\" data-event=\"\(event.index)\" "
        + "cx=\"\(HTMLText.number(x[index]))\" cy=\"\(HTMLText.number(y))\" r=\"3.5\">"
        + "<title>event \(event.index), line \(event.line)\(time)\(label)</title></circle>"
    }
    return result
  }

  /// What each order violation's repair would change: the missing notifications as hollow
  /// ghosts where they belong, a swapped pair crossed, an extra event struck through.
  private func repairs(top: Double) -> String {
    let x = positions
    guard timeline.events.count <= Timeline.drawnEvents else { return "" }
    func y(_ lane: Int) -> Double { top + Double(lane) * Self.laneHeight + Self.laneHeight / 2 }
    func lane(_ event: Int) -> Int? {
      event < timeline.events.count ? timeline.events[event].lane : nil
    }
    var result = ""
    for repair in timeline.repairs where repair.event < x.count {
      let words = HTMLText.escape(repair.words)
      if let other = repair.swappedWith, other < x.count, let first = lane(repair.event),
        let second = lane(other)
      {
        let (x1, x2) = (x[repair.event], x[other])
        result +=
          "<path class=\"swap\" data-event=\"\(repair.event)\" d=\"M\(HTMLText.number(x1)) "
          + "\(HTMLText.number(y(first))) L\(HTMLText.number(x2)) \(HTMLText.number(y(second))) "
          + "M\(HTMLText.number(x1)) \(HTMLText.number(y(second))) L\(HTMLText.number(x2)) "
          + "\(HTMLText.number(y(first)))\"><title>swapped: \(words)</title></path>"
      } else if repair.extra, let row = lane(repair.event) {
        let (cx, cy) = (x[repair.event], y(row))
        result +=
          "<path class=\"extra\" data-event=\"\(repair.event)\" d=\"M\(HTMLText.number(cx - 5)) "
          + "\(HTMLText.number(cy - 5)) l10 10 m0 -10 l-10 10\"><title>extra: \(words)</title></path>"
      }
      // The missing notifications, evenly between the event before and the one they precede.
      let after = repair.event > 0 ? x[repair.event - 1] : x[repair.event] - 24
      let before = x[repair.event]
      let step = (before - after) / Double(repair.missing.count + 1)
      for (number, missing) in repair.missing.enumerated() where missing < timeline.lanes.count {
        let cx = after + step * Double(number + 1)
        result +=
          "<circle class=\"ghost\" data-before=\"\(repair.event)\" "
          + "cx=\"\(HTMLText.number(cx))\" cy=\"\(HTMLText.number(y(missing)))\" r=\"4\">"
          + "<title>missing \(HTMLText.escape(timeline.lanes[missing])): \(words)</title></circle>"
      }
    }
    return result
  }

  /// Each finding with an event, pinned above the lanes and linked to its entry in the list.
  private func pins(top: Double) -> String {
    let x = positions
    let dense = timeline.events.count > Timeline.drawnEvents
    var pinned: Set<Int> = []
    var result = ""
    for (number, finding) in findings.enumerated() {
      guard let event = finding.event, event < x.count else { continue }
      // A dense trace gets one pin per column, the first finding there; the list has them all.
      if dense, !pinned.insert(Int((x[event] - Self.left) / Self.column)).inserted { continue }
      let px = x[event]
      let quirk = finding.quirk.map { " (quirk \($0))" } ?? ""
      result +=
        "<a href=\"#\(anchor)\(number)\"><path class=\"pin sev-\(finding.severity.rawValue)\" "
        + "data-event=\"\(event)\" data-rule=\"\(HTMLText.escape(finding.ruleId))\" "
        + "d=\"M\(HTMLText.number(px)) \(HTMLText.number(top + 14)) l-5 -10 h10 z\">"
        + "<title>\(finding.severity.rawValue) \(HTMLText.escape(finding.ruleId))\(HTMLText.escape(quirk)) "
        + "at event \(event), line \(finding.position.line): \(HTMLText.escape(finding.message))"
        + "</title></path></a>"
    }
    return result
  }

  /// The visible height as a step chart, the screen height dashed above it.
  private func chart(top: Double, screen: Double) -> String {
    let x = positions
    let scale = Self.chartHeight / max(screen, 1)
    let bottom = top + Self.chartHeight
    var points: [String] = []
    var height = 0.0
    var last = Self.left
    points.append("\(HTMLText.number(Self.left)),\(HTMLText.number(bottom))")
    // A dense trace keeps one step per column, the last height in it: the page stays small
    // whatever the number of events.
    let dense = timeline.events.count > Timeline.drawnEvents
    var lastColumn = -1
    for (index, event) in timeline.events.enumerated() {
      guard let visible = event.visibleHeight else { continue }
      let y = bottom - min(visible, screen) * scale
      let column = Int((x[index] - Self.left) / Self.column)
      if dense, column == lastColumn, let step = points.last?.split(separator: ",").first {
        points[points.count - 1] = "\(step),\(HTMLText.number(y))"
      } else {
        points.append("\(HTMLText.number(x[index])),\(HTMLText.number(bottom - height * scale))")
        points.append("\(HTMLText.number(x[index])),\(HTMLText.number(y))")
        last = x[index]
      }
      lastColumn = column
      height = min(visible, screen)
    }
    points.append(
      "\(HTMLText.number(max(last, Self.width - Self.right))),\(HTMLText.number(bottom - height * scale))"
    )
    let frame = timeline.frameKey.map { " of \(HTMLText.escape($0))" } ?? ""
    return
      "<line class=\"screen\" x1=\"\(Self.left)\" y1=\"\(HTMLText.number(top))\" "
      + "x2=\"\(Self.width - Self.right)\" y2=\"\(HTMLText.number(top))\"/>"
      + "<text class=\"lane\" x=\"4\" y=\"\(HTMLText.number(top + 10))\">screen \(HTMLText.number(screen)) pt</text>"
      + "<text class=\"lane\" x=\"4\" y=\"\(HTMLText.number(bottom))\">visible height</text>"
      + "<polyline class=\"chart\" points=\"\(points.joinedText(separator: " "))\">"
      + "<title>visible height\(frame) over time</title></polyline>"
  }

  static let palette = [
    "#34c759", "#ff3b30", "#0a84ff", "#af52de", "#ff9f0a", "#64d2ff", "#ffd60a",
  ]

  /// A colour per sequence kind, by the kind's place in the spec: the same in every trace.
  func color(_ kind: String) -> String {
    Self.palette[(timeline.kinds.firstIndex(of: kind) ?? 0) % Self.palette.count]
  }
}
