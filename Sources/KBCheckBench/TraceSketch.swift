/// A synthetic trace being built for the benchmark corpus.
struct TraceSketch {
  struct Event {
    var time: Double
    var name: String
    var begin: [Double]
    var end: [Double]
    var durationType = "double"
    var deprecated = false
  }

  static let width = 393.0
  static let height = 852.0
  static let keyboard = 336.0
  var events: [Event] = []

  /// Show, hide, hide-then-show (the order a rotation arrives in, same frames) and
  /// frame-change cycles until `events` events.
  static func cycles(events count: Int, random: inout SplitMix64) -> TraceSketch {
    var sketch = TraceSketch()
    var time = 0.0
    var shown = false
    let off = [0, height, width, keyboard]
    let on = [0, height - keyboard, width, keyboard]
    while sketch.events.count < count {
      var kinds: [String]
      if !shown {
        kinds = ["show"]
      } else {
        let roll = random.nextDouble()
        kinds = roll < 0.2 ? ["hide", "show"] : roll < 0.3 ? ["frame"] : ["hide"]
      }
      time += random.nextDouble()
      for kind in kinds {
        let names: [String]
        let (begin, end): ([Double], [Double])
        switch kind {
        case "show":
          names = ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"]
          (begin, end) = (off, on)
        case "hide":
          names = ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"]
          (begin, end) = (on, off)
        default:
          names = ["WillChangeFrame", "DidChangeFrame"]
          (begin, end) = (on, on)
        }
        for name in names {
          time += name.hasPrefix("Will") ? 0.001 : 0.25
          sketch.events.append(
            Event(
              time: (time * 1000).rounded() / 1000, name: "UIKeyboard\(name)Notification",
              begin: begin, end: end))
        }
        shown = kind != "hide"
      }
    }
    return sketch
  }

  /// Injects one fault and says which.
  mutating func inject(random: inout SplitMix64, file: String) -> CorpusGenerator.Fault {
    let index = random.next(below: events.count - 1)
    let kind = CorpusGenerator.Fault.Kind.allCases[
      random.next(below: CorpusGenerator.Fault.Kind.allCases.count)]
    switch kind {
    case .swap: events.swapAt(index, index + 1)
    case .drop: events.remove(at: index)
    case .type: events[index].durationType = "NSString"
    case .deprecated: events[index].deprecated = true
    }
    return CorpusGenerator.Fault(file: file, kind: kind, event: index)
  }

  /// The trace as Python's `json.dump(indent=1)` writes it.
  func json() -> String {
    var out = "{\n \"format\": \"keyboard-trace/1\",\n \"source\": \"synthetic\",\n \"device\": {\n"
    out += "  \"model\": \"iPhone15,2\",\n  \"idiom\": \"phone\",\n  \"osVersion\": \"17.4\",\n"
    out += "  \"screen\": [\n   0,\n   0,\n   393.0,\n   852.0\n  ]\n },\n \"events\": [\n"
    for (index, event) in events.enumerated() {
      out +=
        "  {\n   \"time\": \(event.time),\n   \"name\": \"\(event.name)\",\n   \"userInfo\": {\n"
      out += rect("UIKeyboardFrameBeginUserInfoKey", event.begin) + ",\n"
      out += rect("UIKeyboardFrameEndUserInfoKey", event.end) + ",\n"
      if event.durationType == "double" {
        out += typed("UIKeyboardAnimationDurationUserInfoKey", "double", "0.25") + ",\n"
      } else {
        out += typed("UIKeyboardAnimationDurationUserInfoKey", "NSString", "\"0.25\"") + ",\n"
      }
      out += typed("UIKeyboardAnimationCurveUserInfoKey", "NSUInteger", "7") + ",\n"
      out += typed("UIKeyboardIsLocalUserInfoKey", "BOOL", "true")
      if event.deprecated {
        out += ",\n" + rect("UIKeyboardBoundsUserInfoKey", [0, 0, Self.width, Self.keyboard])
      }
      out += "\n   }\n  }" + (index + 1 < events.count ? ",\n" : "\n")
    }
    return out + " ]\n}"
  }

  private func typed(_ key: String, _ type: String, _ value: String) -> String {
    "    \"\(key)\": {\n     \"type\": \"\(type)\",\n     \"value\": \(value)\n    }"
  }

  private func rect(_ key: String, _ values: [Double]) -> String {
    let numbers = values.map { "      \($0 == 0 ? "0" : String($0))" }.joined(separator: ",\n")
    return
      "    \"\(key)\": {\n     \"type\": \"CGRect\",\n     \"value\": [\n\(numbers)\n     ]\n    }"
  }
}
