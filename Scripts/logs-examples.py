#!/usr/bin/env python3
"""Writes the pasted-form examples of Traces/logs/ and their keyboard-trace/1 twins from one
description of each: the log as a developer would paste it, and the events the import rules
say it holds (written here, not produced by the importer). Each twin is then laid out by
`kbcheck convert --from json` (layout only; KBCHECK=path picks the binary, default
.build/debug/kbcheck), written to a new file and moved over the twin, never redirected onto the
file it reads. The tests check that each log imports into its twin byte for byte. The older
examples in Traces/logs/ were written by hand."""
import json, os, collections, subprocess, tempfile
OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Traces", "logs")
W, H, K = 393, 852, 336
def num(x):
    return str(int(x)) if float(x).is_integer() else repr(x)
def rect(x, y, w, h): return "{{%s, %s}, {%s, %s}}" % tuple(num(v) for v in (x, y, w, h))
def point(x, y): return "{%s, %s}" % (num(x), num(y))
def payload(kind, did=False, w=W, h=H, k=K, duration=0.25):
    shown, hidden = h - k, h
    b, e = (hidden, shown) if kind == "show" else (shown, hidden)
    p = collections.OrderedDict()
    if not did:
        p["UIKeyboardAnimationCurveUserInfoKey"] = 7
        p["UIKeyboardAnimationDurationUserInfoKey"] = duration
    p["UIKeyboardBoundsUserInfoKey"] = "NSRect: " + rect(0, 0, w, k)
    p["UIKeyboardCenterBeginUserInfoKey"] = "NSPoint: " + point(w / 2, b + k / 2)
    p["UIKeyboardCenterEndUserInfoKey"] = "NSPoint: " + point(w / 2, e + k / 2)
    p["UIKeyboardFrameBeginUserInfoKey"] = "NSRect: " + rect(0, b, w, k)
    p["UIKeyboardFrameEndUserInfoKey"] = "NSRect: " + rect(0, e, w, k)
    p["UIKeyboardIsLocalUserInfoKey"] = 1
    return p
def objc(p, indent="    ", quote=True):
    lines = []
    for key, v in p.items():
        if isinstance(v, str):
            text = '"%s"' % v if quote else v
        elif isinstance(v, float):
            text = '"%s"' % num(v) if quote and not float(v).is_integer() else num(v)
        else:
            text = num(v)
        lines.append("%s%s = %s;" % (indent, key, text))
    return lines
def swift_entries(p, bare=False):
    out = []
    for key, v in p.items():
        k = key if bare else 'AnyHashable("%s")' % key
        out.append("%s: %s" % (k, v if isinstance(v, str) else num(v)))
    return out
def event(name, p=None, time=None, obj="absent", partial=False, nil=False):
    e = collections.OrderedDict()
    e["name"] = name
    if time is not None: e["time"] = time
    if obj != "absent": e["object"] = obj
    if p is not None: e["userInfo"] = p
    elif nil: e["userInfo"] = None
    if partial: e["userInfoPartial"] = True
    return e
def write(name, log_lines, events, source=None):
    with open(os.path.join(OUT, name + ".log"), "w") as f:
        f.write("\n".join(log_lines) + "\n")
    names = sorted({e["name"] for e in events if e["name"]})
    twin = collections.OrderedDict([("format", "keyboard-trace/1")])
    if source: twin["source"] = source
    twin["observed"] = names
    twin["events"] = events
    target = os.path.join(OUT, name + ".json")
    with tempfile.TemporaryDirectory(dir=OUT) as scratch:  # same disk: os.replace is a rename
        raw, laid = os.path.join(scratch, "raw.json"), os.path.join(scratch, "laid.json")
        with open(raw, "w") as f:
            json.dump(twin, f, indent=2)
            f.write("\n")
        subprocess.run([KBCHECK, "convert", "--from", "json", "--out", laid, raw], check=True)
        os.replace(laid, target)
KBCHECK = os.environ.get("KBCHECK") or os.path.join(os.path.dirname(OUT), "..", ".build", "debug", "kbcheck")
def show_hide(did_keys=True):
    return [("UIKeyboardWillChangeFrameNotification", "show", False), ("UIKeyboardWillShowNotification", "show", False),
            ("UIKeyboardDidChangeFrameNotification", "show", True), ("UIKeyboardDidShowNotification", "show", True)]

# 1. unified log with [Category], the description's keys in another order, Name(_rawValue:).
P = "2024-03-02 10:11:%s+0100 Notes[812:1a2b3c] [Keyboard] "
log, ev = [P % "12.345127" + "observing keyboard notifications"], []
log.append(P % "14.100201" + "NSConcreteNotification 0x600000c4d2c0 {object = nil; userInfo = {")
log += objc(payload("show")); log.append("}; name = UIKeyboardWillChangeFrameNotification}")
ev.append(event("UIKeyboardWillChangeFrameNotification", payload("show"), 36674.100201, None))
log.append(P % "14.100388" + "NSNotification.Name(_rawValue: UIKeyboardWillShowNotification)")
log.append(P % "14.100391" + "{"); log += objc(payload("show")); log.append("}")
ev.append(event("UIKeyboardWillShowNotification", payload("show"), 36674.100388))
log.append(P % "14.361573" + "NSConcreteNotification 0x600000c4e1a0 {userInfo = {")
log += objc(payload("show", did=True)); log.append("}; object = nil; name = UIKeyboardDidChangeFrameNotification}")
ev.append(event("UIKeyboardDidChangeFrameNotification", payload("show", did=True), 36674.361573, None))
log.append(P % "14.361617" + "NSConcreteNotification 0x600000c4e5b0 {name = UIKeyboardDidShowNotification; userInfo = {")
log += objc(payload("show", did=True)); log.append("}}")
ev.append(event("UIKeyboardDidShowNotification", payload("show", did=True), 36674.361617, None, nil=False))
write("unified-log-category", log, ev)

# 2. comment leaders: //, ///, * and #; brace-less entries; notes after ; and between entries.
log = ["// Captured on an iPhone 15 while the search field takes focus", "//",
       "// UIKeyboardWillShowNotification", "// {"]
log += ["// " + l for l in objc(payload("show"))]
log[-4] = log[-4] + " // the start centre, deprecated"
log.append("// }")
# A note among the entries marks the payload as edited: keys it lacks would not be reported.
ev = [event("UIKeyboardWillShowNotification", payload("show"), partial=True)]
log += ["", "/// keyboardDidShow:"]
entries = objc(payload("show", did=True), indent="")
entries[0] = entries[0] + "  deprecated, kept by the device"
log += ["/// " + l for l in entries[:3]] + ["/// the frames follow"] + ["/// " + l for l in entries[3:]]
ev.append(event("UIKeyboardDidShowNotification", payload("show", did=True), partial=True))
log += ["", "/*", " * UIKeyboardWillHideNotification", " * {"]
hide = objc(payload("hide"))
hide[1] = hide[1] + " // seconds"
hide[4] = hide[4] + " 键盘最终位置"
hide_lines = [" * " + l.strip() for l in hide]
hide_lines.insert(5, " * // the frames, in screen coordinates")
log += hide_lines + [" * }", " */"]
ev.append(event("UIKeyboardWillHideNotification", payload("hide"), partial=True))
log += ["", "# UIKeyboardDidHideNotification, pasted from a shell session", "# {"]
log += ["#     " + l.strip() for l in objc(payload("hide", did=True))] + ["# }"]
ev.append(event(None, payload("hide", did=True)))
write("comment-leaders", log, ev)

# 3. A GitHub issue quoting the paste: > quote marks, a fence, backticks, Markdown bold, a Swift
# dictionary pretty-printed by hand (brackets on their own lines, an entry continued on the next
# line, a trailing comma), named by UIResponder.keyboardWillShowNotification before it.
def swift_pretty(p, indent="    "):
    lines = []
    for key, v in p.items():
        value = v if isinstance(v, str) else num(v)
        if key == "UIKeyboardFrameEndUserInfoKey":
            lines.append('%sAnyHashable("%s"):' % (indent, key))
            lines.append("%s    %s," % (indent, value))
        else:
            lines.append('%sAnyHashable("%s"): %s,' % (indent, key, value))
    return lines
log = ["> **Steps:** focus the message field, then dismiss the keyboard.", ">",
       "> What `UIResponder.keyboardWillShowNotification` delivers, printed with `print(note.userInfo!)`:",
       ">", "> ```", "> UIResponder.keyboardWillShowNotification", "> ["]
log += ["> " + l for l in swift_pretty(payload("show"))] + ["> ]", "> ```", ">",
        "> and for `UIResponder.keyboardWillHideNotification`:", ">", "> ```",
        "> UIResponder.keyboardWillHideNotification ["]
log += ["> " + l for l in swift_pretty(payload("hide"))] + ["> ]", "> ```"]
ev = [event("UIKeyboardWillShowNotification", payload("show")),
      event("UIKeyboardWillHideNotification", payload("hide"))]
write("markdown-quote", log, ev)

# 4. An lldb session in an Objective-C frame: prompts and the commands they echo, `po` of the
# notification and of its userInfo.
log = ["(lldb) po notification",
       "NSConcreteNotification 0x600003c12e10 {name = UIKeyboardWillHideNotification; userInfo = {"]
log += objc(payload("hide")) + ["}}", "", "(lldb) c", "Process 812 resuming",
        "(lldb) po notification.name", "UIKeyboardDidHideNotification", "(lldb) po [notification userInfo]", "{"]
log += objc(payload("hide", did=True)) + ["}", "", "(lldb) "]
ev = [event("UIKeyboardWillHideNotification", payload("hide"), obj=None),
      event("UIKeyboardDidHideNotification", payload("hide", did=True))]
write("lldb-objc", log, ev)

# 5. A log viewer that numbers its lines, around Swift's print(notification) reflowed over
# several lines at its blanks, as an issue tracker wraps a long line.
screen = "Optional(<UIScreen: 0x10170a8e0; bounds = {{0, 0}, {393, 852}}; mode = <UIScreenMode: 0x600002b1c000; size = 1179.000000 x 2556.000000>>)"
def swift_print(name, p):
    inner = ", ".join(swift_entries(p))
    return "name = %s, object = %s, userInfo = Optional([%s])" % (name, screen, inner)
def wrap(text, width=96):
    words, lines, line = text.split(" "), [], ""
    for word in words:
        if line and len(line) + 1 + len(word) > width:
            lines.append(line); line = word
        else:
            line = line + " " + word if line else word
    return lines + [line]
log, n = [], 120
for name, kind, did in show_hide():
    for part in wrap(swift_print(name, payload(kind, did))):
        log.append("%4d  %s" % (n, part)); n += 1
ev = [event(name, payload(kind, did), obj="UIScreen") for name, kind, did in show_hide()]
write("viewer-line-numbers", log, ev)

# 6. A paste that went through a JSON string (a crash reporter's export): escaped quotes and
# line breaks.
body = "NSConcreteNotification 0x600000c4d2c0 {name = UIKeyboardDidShowNotification; userInfo = {\\n" + "\\n".join(
    l.replace('"', '\\"') for l in objc(payload("show", did=True))) + "\\n}}"
log = ["{\"level\": \"debug\", \"subsystem\": \"keyboard\", \"message\": \"" + body + "\"}"]
ev = [event("UIKeyboardDidShowNotification", payload("show", did=True), obj=None)]
write("escaped-json-string", log, ev)

# 7. Handler names an app logs before each userInfo: -[Class selector], selector:, name(_:),
# NSNotification.Name(rawValue:), after NSLog prefixes.
P = "2024-03-02 16:20:%s Chat[1290:60b] "  # 16:20 is 58800 s after midnight
log = [P % "03.551" + "-[ChatViewController keyboardWillChangeFrame:]", P % "03.551" + "{"]
log += objc(payload("show")) + ["}"]
log += [P % "03.552" + "keyboardWillShow:", P % "03.552" + "{"] + objc(payload("show")) + ["}"]
log += [P % "03.811" + "keyboardDidChangeFrame(_:) {"] + objc(payload("show", did=True)) + ["}"]
log += [P % "03.812" + "NSNotification.Name(rawValue: \"UIKeyboardDidShowNotification\")", P % "03.812" + "{"]
log += objc(payload("show", did=True)) + ["}"]
ev = [event("UIKeyboardWillChangeFrameNotification", payload("show"), 58803.551),
      event("UIKeyboardWillShowNotification", payload("show"), 58803.552),
      event("UIKeyboardDidChangeFrameNotification", payload("show", did=True), 58803.811),
      event("UIKeyboardDidShowNotification", payload("show", did=True), 58803.812)]
write("handler-names", log, ev)

# 8. React Native through Metro: `console.log(name, event)` of the Keyboard module's events.
RW, RH, RK = 414, 896, 346
def rn(kind, did=False):
    shown, hidden = RH - RK, RH
    b, e = (hidden, shown) if kind == "show" else (shown, hidden)
    ev = collections.OrderedDict()
    ev["duration"] = 250
    ev["easing"] = "keyboard"
    ev["endCoordinates"] = collections.OrderedDict([("height", RK), ("screenX", 0), ("screenY", e), ("width", RW)])
    ev["isEventFromThisApp"] = True
    ev["startCoordinates"] = collections.OrderedDict([("height", RK), ("screenX", 0), ("screenY", b), ("width", RW)])
    return ev
def rn_uikit(kind):
    shown, hidden = RH - RK, RH
    b, e = (hidden, shown) if kind == "show" else (shown, hidden)
    p = collections.OrderedDict()
    p["UIKeyboardFrameBeginUserInfoKey"] = [0, b, RW, RK]
    p["UIKeyboardFrameEndUserInfoKey"] = [0, e, RW, RK]
    p["UIKeyboardAnimationDurationUserInfoKey"] = 0.25
    p["UIKeyboardAnimationCurveUserInfoKey"] = 7
    p["UIKeyboardIsLocalUserInfoKey"] = True
    return p
events_rn = [("keyboardWillShow", "UIKeyboardWillShowNotification", "show"),
             ("keyboardDidShow", "UIKeyboardDidShowNotification", "show"),
             ("keyboardWillHide", "UIKeyboardWillHideNotification", "hide"),
             ("keyboardDidHide", "UIKeyboardDidHideNotification", "hide")]
log = [" BUNDLE  ./index.js", "", " LOG  Running \"Chat\" with {\"rootTag\":1,\"initialProps\":{}}"]
log += [" LOG  %s %s" % (rnname, json.dumps(rn(kind), separators=(", ", ": "))) for rnname, _, kind in events_rn]
ev = [event(name, rn_uikit(kind)) for _, name, kind in events_rn]
write("react-native-metro", log, ev, source="react-native")

# 9. React Native in a JavaScript console: `Object {…}` pretty-printed, trailing commas.
def js_object(value, indent=""):
    lines = ["Object {"]
    for key, v in value.items():
        if isinstance(v, dict):
            inner = js_object(v, indent + "  ")
            lines.append('%s  "%s": %s' % (indent, key, inner[0]))
            lines += inner[1:-1]
            lines.append(inner[-1] + ",")
        else:
            lines.append('%s  "%s": %s,' % (indent, key, json.dumps(v)))
    lines.append(indent + "}")
    return lines
log = []
for rnname, _, kind in events_rn[:2]:
    obj = js_object(rn(kind))
    log.append(rnname + " " + obj[0]); log += obj[1:]
ev = [event(name, rn_uikit(kind)) for _, name, kind in events_rn[:2]]
write("react-native-object", log, ev, source="react-native")

# 10. Swift 2: bare keys (the key constants were still Strings), Optional(…) around the
# userInfo, and a tuple print's (…) around name and userInfo.
def swift2(p): return "[" + ", ".join(swift_entries(p, bare=True)) + "]"
log = ["keyboardWillShow userInfo: Optional(%s)" % swift2(payload("show")),
       "(\"UIKeyboardDidShowNotification\", %s)" % swift2(payload("show", did=True))]
ev = [event("UIKeyboardWillShowNotification", payload("show")),
      event("UIKeyboardDidShowNotification", payload("show", did=True))]
write("swift2-bare-keys", log, ev)

# 11. A broken payload between two good ones: the hide's userInfo stops mid-value where the
# next log entry begins.
P = "2024-03-02 08:16:%s MyApp[1290:60b] "
log = [P % "01.007" + "keyboardWillShow: {"] + objc(payload("show")) + ["}"]
broken = objc(payload("hide"))[:5] + ['    UIKeyboardFrameBeginUserInfoKey = "NSRect: {{0, 516}, {393,']
log += [P % "04.521" + "keyboardWillHide: {"] + broken
log += [P % "04.799" + "keyboardDidHide: {"] + objc(payload("hide", did=True)) + ["}"]
ev = [event("UIKeyboardWillShowNotification", payload("show"), 29761.007),
      event("UIKeyboardWillHideNotification", None, 29764.521),
      event("UIKeyboardDidHideNotification", payload("hide", did=True), 29764.799)]
write("violation-broken-payload", log, ev)
