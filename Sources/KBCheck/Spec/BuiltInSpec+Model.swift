// swift-format-ignore-file
// Generated from Specs/uikit-keyboard.json by Scripts/embed-default-spec (BuiltInModelTests
// with KBCHECK_RECORD=1): do not edit.

extension BuiltInSpec {
  /// The built-in spec as Swift builds it, with no JSON to parse: what decoding its text gives.
  static func model() -> Spec? {
    Spec(
      name: "uikit-keyboard",
      version: "1.0.0",
      description: "UIKit keyboard notifications as iOS posts them: the six notifications, their userInfo keys, the show/hide/frame-change/rotation orders, and the deviations real devices are known to produce.",
      postedBy: "UIKit",
      subject: "keyboard",
      defaults: Device(
        idiom: "phone",
        os: "iOS",
        osVersion: OSVersion(components: [18], text: "18.0"),
        screen: nil,
        keyboard: "docked"
      ),
      states: ["hidden", "shown"],
      initialState: "hidden",
      initialStatePosition: SourcePosition(line: 10, column: 19),
      captureStartStates: ["hidden", "shown"],
      captureStartsInsideSequences: true,
      versionedSystems: ["iOS", "iPadOS", "Mac Catalyst"],
      keyboardVariesOn: ["pad"],
      keyboardModeFrames: KeyboardModeFrames(
        keys: ["UIKeyboardFrameBeginUserInfoKey", "UIKeyboardFrameEndUserInfoKey"],
        docked: "docked",
        otherwise: "undocked",
        source: "a docked keyboard is attached to the bottom of the screen (https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/followsundockedkeyboard: 'undocked from the bottom of the screen') and spans its width (captured frames: https://github.com/mixi-inc/iOSTraining/wiki/5.4-KeyboardNotification); a split or undocked keyboard sits higher (https://stackoverflow.com/questions/10749311: {{0, -264}, {768, 304}}) and a floating one is small or CGRectZero while dragged (https://github.com/Kofktu/KUIKeyboard/pull/7). So a sequence of an iPad whose trace does not say its keyboard is docked when one of its first and last frames spans the screen's width and ends at its bottom edge, and is held to the docked keyboard's rules only then",
        position: SourcePosition(line: 27, column: 25)
      ),
      notifications: [
        NotificationSpec(
          name: "UIKeyboardWillShowNotification",
          since: OSVersion(components: [2], text: "2.0"),
          prohibitedOn: ["tvOS", "visionOS"],
          objects: [
            ObjectDomain(
              when: DeviceCondition(
                idioms: nil,
                systems: nil,
                keyboards: nil,
                minimumVersion: nil,
                belowVersion: OSVersion(components: [16, 1], text: "16.1")
              ),
              domain: ValueDomain(
                allowed: [.null],
                minimum: nil,
                finite: false,
                nonEmpty: false,
                quirkValues: [],
                quirkProblems: [:]
              )
            ),
            ObjectDomain(
              when: DeviceCondition(
                idioms: nil,
                systems: nil,
                keyboards: nil,
                minimumVersion: OSVersion(components: [16, 1], text: "16.1"),
                belowVersion: nil
              ),
              domain: ValueDomain(
                allowed: [.string("UIScreen")],
                minimum: nil,
                finite: false,
                nonEmpty: false,
                quirkValues: [],
                quirkProblems: [:]
              )
            ),
          ],
          position: SourcePosition(line: 39, column: 5),
          aliases: [
            "UIResponder.keyboardWillShowNotification",
            "keyboardWillShowNotification",
            "NSNotification.Name.UIKeyboardWillShow",
            "UIKeyboardWillShow",
          ],
          handlerNames: ["keyboardWillShow"],
          source: "https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification (Objective-C name, Swift name UIResponder.keyboardWillShowNotification, availability); the Swift 4.0-4.1 SDK spelled it NSNotification.Name.UIKeyboardWillShow; Swift 4.2 renamed it UIResponder.keyboardWillShowNotification; handler names: React Native, React/CoreModules/RCTKeyboardObserver.mm (IMPLEMENT_KEYBOARD_HANDLER: one JS event per notification, named after it)"
        ),
        NotificationSpec(
          name: "UIKeyboardDidShowNotification",
          since: OSVersion(components: [2], text: "2.0"),
          prohibitedOn: ["tvOS", "visionOS"],
          objects: [
            ObjectDomain(
              when: DeviceCondition(
                idioms: nil,
                systems: nil,
                keyboards: nil,
                minimumVersion: nil,
                belowVersion: OSVersion(components: [16, 1], text: "16.1")
              ),
              domain: ValueDomain(
                allowed: [.null],
                minimum: nil,
                finite: false,
                nonEmpty: false,
                quirkValues: [],
                quirkProblems: [:]
              )
            ),
            ObjectDomain(
              when: DeviceCondition(
                idioms: nil,
                systems: nil,
                keyboards: nil,
                minimumVersion: OSVersion(components: [16, 1], text: "16.1"),
                belowVersion: nil
              ),
              domain: ValueDomain(
                allowed: [.string("UIScreen")],
                minimum: nil,
                finite: false,
                nonEmpty: false,
                quirkValues: [],
                quirkProblems: [:]
              )
            ),
          ],
          position: SourcePosition(line: 44, column: 5),
          aliases: [
            "UIResponder.keyboardDidShowNotification",
            "keyboardDidShowNotification",
            "NSNotification.Name.UIKeyboardDidShow",
            "UIKeyboardDidShow",
          ],
          handlerNames: ["keyboardDidShow", "keyboardWasShown"],
          source: "https://developer.apple.com/documentation/uikit/uiresponder/keyboarddidshownotification (Objective-C name, Swift name UIResponder.keyboardDidShowNotification, availability); the Swift 4.0-4.1 SDK spelled it NSNotification.Name.UIKeyboardDidShow; Swift 4.2 renamed it UIResponder.keyboardDidShowNotification; handler names: Apple, Text Programming Guide for iOS, 'Managing the Keyboard', listing 5-1 (keyboardWasShown:, keyboardWillBeHidden:); React Native, React/CoreModules/RCTKeyboardObserver.mm (IMPLEMENT_KEYBOARD_HANDLER: one JS event per notification, named after it)"
        ),
        NotificationSpec(
          name: "UIKeyboardWillHideNotification",
          since: OSVersion(components: [2], text: "2.0"),
          prohibitedOn: ["tvOS", "visionOS"],
          objects: [
            ObjectDomain(
              when: DeviceCondition(
                idioms: nil,
                systems: nil,
                keyboards: nil,
                minimumVersion: nil,
                belowVersion: OSVersion(components: [16, 1], text: "16.1")
              ),
              domain: ValueDomain(
                allowed: [.null],
                minimum: nil,
                finite: false,
                nonEmpty: false,
                quirkValues: [],
                quirkProblems: [:]
              )
            ),
            ObjectDomain(
              when: DeviceCondition(
                idioms: nil,
                systems: nil,
                keyboards: nil,
                minimumVersion: OSVersion(components: [16, 1], text: "16.1"),
                belowVersion: nil
              ),
              domain: ValueDomain(
                allowed: [.string("UIScreen")],
                minimum: nil,
                finite: false,
                nonEmpty: false,
                quirkValues: [],
                quirkProblems: [:]
              )
            ),
          ],
          position: SourcePosition(line: 49, column: 5),
          aliases: [
            "UIResponder.keyboardWillHideNotification",
            "keyboardWillHideNotification",
            "NSNotification.Name.UIKeyboardWillHide",
            "UIKeyboardWillHide",
          ],
          handlerNames: ["keyboardWillHide", "keyboardWillBeHidden"],
          source: "https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillhidenotification (Objective-C name, Swift name UIResponder.keyboardWillHideNotification, availability); the Swift 4.0-4.1 SDK spelled it NSNotification.Name.UIKeyboardWillHide; Swift 4.2 renamed it UIResponder.keyboardWillHideNotification; handler names: Apple, Text Programming Guide for iOS, 'Managing the Keyboard', listing 5-1 (keyboardWasShown:, keyboardWillBeHidden:); React Native, React/CoreModules/RCTKeyboardObserver.mm (IMPLEMENT_KEYBOARD_HANDLER: one JS event per notification, named after it)"
        ),
        NotificationSpec(
          name: "UIKeyboardDidHideNotification",
          since: OSVersion(components: [2], text: "2.0"),
          prohibitedOn: ["tvOS", "visionOS"],
          objects: [
            ObjectDomain(
              when: DeviceCondition(
                idioms: nil,
                systems: nil,
                keyboards: nil,
                minimumVersion: nil,
                belowVersion: OSVersion(components: [16, 1], text: "16.1")
              ),
              domain: ValueDomain(
                allowed: [.null],
                minimum: nil,
                finite: false,
                nonEmpty: false,
                quirkValues: [],
                quirkProblems: [:]
              )
            ),
            ObjectDomain(
              when: DeviceCondition(
                idioms: nil,
                systems: nil,
                keyboards: nil,
                minimumVersion: OSVersion(components: [16, 1], text: "16.1"),
                belowVersion: nil
              ),
              domain: ValueDomain(
                allowed: [.string("UIScreen")],
                minimum: nil,
                finite: false,
                nonEmpty: false,
                quirkValues: [],
                quirkProblems: [:]
              )
            ),
          ],
          position: SourcePosition(line: 54, column: 5),
          aliases: [
            "UIResponder.keyboardDidHideNotification",
            "keyboardDidHideNotification",
            "NSNotification.Name.UIKeyboardDidHide",
            "UIKeyboardDidHide",
          ],
          handlerNames: ["keyboardDidHide"],
          source: "https://developer.apple.com/documentation/uikit/uiresponder/keyboarddidhidenotification (Objective-C name, Swift name UIResponder.keyboardDidHideNotification, availability); the Swift 4.0-4.1 SDK spelled it NSNotification.Name.UIKeyboardDidHide; Swift 4.2 renamed it UIResponder.keyboardDidHideNotification; handler names: React Native, React/CoreModules/RCTKeyboardObserver.mm (IMPLEMENT_KEYBOARD_HANDLER: one JS event per notification, named after it)"
        ),
        NotificationSpec(
          name: "UIKeyboardWillChangeFrameNotification",
          since: OSVersion(components: [5], text: "5.0"),
          prohibitedOn: ["tvOS", "visionOS"],
          objects: [
            ObjectDomain(
              when: DeviceCondition(
                idioms: nil,
                systems: nil,
                keyboards: nil,
                minimumVersion: nil,
                belowVersion: OSVersion(components: [16, 1], text: "16.1")
              ),
              domain: ValueDomain(
                allowed: [.null],
                minimum: nil,
                finite: false,
                nonEmpty: false,
                quirkValues: [],
                quirkProblems: [:]
              )
            ),
            ObjectDomain(
              when: DeviceCondition(
                idioms: nil,
                systems: nil,
                keyboards: nil,
                minimumVersion: OSVersion(components: [16, 1], text: "16.1"),
                belowVersion: nil
              ),
              domain: ValueDomain(
                allowed: [.string("UIScreen")],
                minimum: nil,
                finite: false,
                nonEmpty: false,
                quirkValues: [],
                quirkProblems: [:]
              )
            ),
          ],
          position: SourcePosition(line: 59, column: 5),
          aliases: [
            "UIResponder.keyboardWillChangeFrameNotification",
            "keyboardWillChangeFrameNotification",
            "NSNotification.Name.UIKeyboardWillChangeFrame",
            "UIKeyboardWillChangeFrame",
          ],
          handlerNames: ["keyboardWillChangeFrame", "keyboardFrameWillChange"],
          source: "https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillchangeframenotification (Objective-C name, Swift name UIResponder.keyboardWillChangeFrameNotification, availability); the Swift 4.0-4.1 SDK spelled it NSNotification.Name.UIKeyboardWillChangeFrame; Swift 4.2 renamed it UIResponder.keyboardWillChangeFrameNotification; handler names: React Native, React/CoreModules/RCTKeyboardObserver.mm (IMPLEMENT_KEYBOARD_HANDLER: one JS event per notification, named after it); public code names its handler keyboardFrameWillChange: (https://github.com/lwytry/WeChat/blob/fc61ebfa7003fe4d84666c539b6e8fa7424947d0/WeChatCP/controller/conversation/chat/chatbase/ChatBaseViewController.m), and keyboardFrameDidChange: as often for WillChangeFrame as for DidChangeFrame, so that name says nothing"
        ),
        NotificationSpec(
          name: "UIKeyboardDidChangeFrameNotification",
          since: OSVersion(components: [5], text: "5.0"),
          prohibitedOn: ["tvOS", "visionOS"],
          objects: [
            ObjectDomain(
              when: DeviceCondition(
                idioms: nil,
                systems: nil,
                keyboards: nil,
                minimumVersion: nil,
                belowVersion: OSVersion(components: [16, 1], text: "16.1")
              ),
              domain: ValueDomain(
                allowed: [.null],
                minimum: nil,
                finite: false,
                nonEmpty: false,
                quirkValues: [],
                quirkProblems: [:]
              )
            ),
            ObjectDomain(
              when: DeviceCondition(
                idioms: nil,
                systems: nil,
                keyboards: nil,
                minimumVersion: OSVersion(components: [16, 1], text: "16.1"),
                belowVersion: nil
              ),
              domain: ValueDomain(
                allowed: [.string("UIScreen")],
                minimum: nil,
                finite: false,
                nonEmpty: false,
                quirkValues: [],
                quirkProblems: [:]
              )
            ),
          ],
          position: SourcePosition(line: 64, column: 5),
          aliases: [
            "UIResponder.keyboardDidChangeFrameNotification",
            "keyboardDidChangeFrameNotification",
            "NSNotification.Name.UIKeyboardDidChangeFrame",
            "UIKeyboardDidChangeFrame",
          ],
          handlerNames: ["keyboardDidChangeFrame"],
          source: "https://developer.apple.com/documentation/uikit/uiresponder/keyboarddidchangeframenotification (Objective-C name, Swift name UIResponder.keyboardDidChangeFrameNotification, availability); the Swift 4.0-4.1 SDK spelled it NSNotification.Name.UIKeyboardDidChangeFrame; Swift 4.2 renamed it UIResponder.keyboardDidChangeFrameNotification; handler names: React Native, React/CoreModules/RCTKeyboardObserver.mm (IMPLEMENT_KEYBOARD_HANDLER: one JS event per notification, named after it); public code names its handler keyboardFrameWillChange: (https://github.com/lwytry/WeChat/blob/fc61ebfa7003fe4d84666c539b6e8fa7424947d0/WeChatCP/controller/conversation/chat/chatbase/ChatBaseViewController.m), and keyboardFrameDidChange: as often for WillChangeFrame as for DidChangeFrame, so that name says nothing"
        ),
      ],
      markers: [
        MarkerSpec(
          name: "UIDeviceOrientationDidChangeNotification",
          kind: "rotation-hint",
          source: "the device's physical orientation, which is not tied to the interface's: it also changes when the device is laid face up or face down, or turned in an app that does not rotate (https://developer.apple.com/documentation/uikit/uideviceorientation, https://developer.apple.com/documentation/uikit/uideviceorientation/faceup)",
          position: SourcePosition(line: 71, column: 5)
        ),
        MarkerSpec(
          name: "viewWillTransitionToSize:withTransitionCoordinator:",
          kind: "rotation-hint",
          source: "called when a view controller's view changes size: a rotation, or a multitasking resize on iPad (https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)); recorded as an event of this name, like viewWillAppear:",
          position: SourcePosition(line: 73, column: 5)
        ),
        MarkerSpec(
          name: "UIApplicationWillChangeStatusBarOrientationNotification",
          kind: "rotation",
          source: "the interface is about to rotate (https://developer.apple.com/documentation/uikit/uiapplication/willchangestatusbarorientationnotification, deprecated in iOS 13)",
          position: SourcePosition(line: 75, column: 5)
        ),
        MarkerSpec(
          name: "UIApplicationDidChangeStatusBarOrientationNotification",
          kind: "rotation",
          source: "the interface rotated (https://developer.apple.com/documentation/uikit/uiapplication/didchangestatusbarorientationnotification, deprecated in iOS 13)",
          position: SourcePosition(line: 77, column: 5)
        ),
        MarkerSpec(
          name: "kbcheck.interfaceOrientationDidChange",
          kind: "rotation",
          source: "written by KeyboardTraceRecorder when the window scene's interface orientation changes (https://developer.apple.com/documentation/uikit/uiwindowscene/effectivegeometry, key-value observed, iOS 16+; https://developer.apple.com/documentation/uikit/uiwindowscene/geometry/interfaceorientation)",
          position: SourcePosition(line: 79, column: 5)
        ),
        MarkerSpec(
          name: "UITextFieldTextDidBeginEditingNotification",
          kind: "field-began",
          source: "a text field posts it when it becomes first responder; it comes before the keyboard's show notifications (IQKeyboardManager maintainer, https://github.com/hackiftekhar/IQKeyboardManager/issues/271: 'For TextField, textField Notification methods get called first and then we get Keyboard Notification'; https://craiggrummitt.com/2016/07/18/keyboards-text-views-and-first-responders/) or, as Apple's overview lists it, after them (https://developer.apple.com/documentation/uikit/uitextfielddelegate, steps 2 and 3)",
          position: SourcePosition(line: 81, column: 5)
        ),
        MarkerSpec(
          name: "UITextViewTextDidBeginEditingNotification",
          kind: "view-began",
          source: "a text view posts it after the keyboard's Will notifications (https://github.com/hackiftekhar/IQKeyboardManager/issues/271: 'For TextView, Keyboard Notification methods get called first and then textView Notification methods'), on iOS 5 and 6 even after DidShow (https://github.com/danielamitay/DAKeyboardControl/issues/9)",
          position: SourcePosition(line: 83, column: 5)
        ),
        MarkerSpec(
          name: "UITextFieldTextDidEndEditingNotification",
          kind: "editing-ended",
          source: "posted when the field resigns first responder, after the system hides the keyboard (https://developer.apple.com/documentation/uikit/uitextfielddelegate, steps 6 and 7)",
          position: SourcePosition(line: 85, column: 5)
        ),
        MarkerSpec(
          name: "UITextViewTextDidEndEditingNotification",
          kind: "editing-ended",
          source: "posted when the view resigns first responder (https://developer.apple.com/documentation/uikit/uitextviewdelegate)",
          position: SourcePosition(line: 87, column: 5)
        ),
        MarkerSpec(
          name: "UITextViewTextDidChangeNotification",
          kind: "editing-changed",
          source: nil,
          position: SourcePosition(line: 89, column: 5)
        ),
        MarkerSpec(
          name: "UITextFieldTextDidChangeNotification",
          kind: "editing-changed",
          source: nil,
          position: SourcePosition(line: 90, column: 5)
        ),
        MarkerSpec(
          name: "viewWillAppear:",
          kind: "view-will-appear",
          source: nil,
          position: SourcePosition(line: 91, column: 5)
        ),
        MarkerSpec(
          name: "viewDidAppear:",
          kind: "view-did-appear",
          source: nil,
          position: SourcePosition(line: 92, column: 5)
        ),
        MarkerSpec(
          name: "viewWillDisappear:",
          kind: "view-will-disappear",
          source: nil,
          position: SourcePosition(line: 93, column: 5)
        ),
        MarkerSpec(
          name: "viewDidDisappear:",
          kind: "view-did-disappear",
          source: nil,
          position: SourcePosition(line: 94, column: 5)
        ),
      ],
      keys: [
        KeySpec(
          name: "UIKeyboardFrameBeginUserInfoKey",
          type: .cgRect,
          since: OSVersion(components: [3, 2], text: "3.2"),
          requiredIn: [
            "UIKeyboardDidChangeFrameNotification",
            "UIKeyboardDidHideNotification",
            "UIKeyboardDidShowNotification",
            "UIKeyboardWillChangeFrameNotification",
            "UIKeyboardWillHideNotification",
            "UIKeyboardWillShowNotification",
          ],
          optionalIn: [],
          deprecation: nil,
          isPrivate: false,
          domain: ValueDomain(
            allowed: nil,
            minimum: nil,
            finite: true,
            nonEmpty: true,
            quirkValues: [],
            quirkProblems: [.empty: "odd-frames", .notFinite: "odd-frames"]
          ),
          quirks: [],
          position: SourcePosition(line: 97, column: 5),
          source: "https://developer.apple.com/documentation/uikit/uiresponder/keyboardframebeginuserinfokey (NSValue wrapping a CGRect in screen coordinates, iOS 3.2+)"
        ),
        KeySpec(
          name: "UIKeyboardFrameEndUserInfoKey",
          type: .cgRect,
          since: OSVersion(components: [3, 2], text: "3.2"),
          requiredIn: [
            "UIKeyboardDidChangeFrameNotification",
            "UIKeyboardDidHideNotification",
            "UIKeyboardDidShowNotification",
            "UIKeyboardWillChangeFrameNotification",
            "UIKeyboardWillHideNotification",
            "UIKeyboardWillShowNotification",
          ],
          optionalIn: [],
          deprecation: nil,
          isPrivate: false,
          domain: ValueDomain(
            allowed: nil,
            minimum: nil,
            finite: true,
            nonEmpty: true,
            quirkValues: [],
            quirkProblems: [.empty: "odd-frames", .notFinite: "odd-frames"]
          ),
          quirks: [],
          position: SourcePosition(line: 101, column: 5),
          source: "https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey (NSValue wrapping a CGRect in screen coordinates, iOS 3.2+)"
        ),
        KeySpec(
          name: "UIKeyboardAnimationDurationUserInfoKey",
          type: .double,
          since: OSVersion(components: [3], text: "3.0"),
          requiredIn: [
            "UIKeyboardWillChangeFrameNotification",
            "UIKeyboardWillHideNotification",
            "UIKeyboardWillShowNotification",
          ],
          optionalIn: [
            "UIKeyboardDidChangeFrameNotification",
            "UIKeyboardDidHideNotification",
            "UIKeyboardDidShowNotification",
          ],
          deprecation: nil,
          isPrivate: false,
          domain: ValueDomain(
            allowed: nil,
            minimum: 0.0,
            finite: true,
            nonEmpty: false,
            quirkValues: [],
            quirkProblems: [:]
          ),
          quirks: [],
          position: SourcePosition(line: 105, column: 5),
          source: "https://developer.apple.com/documentation/uikit/uiresponder/keyboardanimationdurationuserinfokey (NSNumber wrapping a double, seconds, iOS 3.0+)"
        ),
        KeySpec(
          name: "UIKeyboardAnimationCurveUserInfoKey",
          type: .nsUInteger,
          since: OSVersion(components: [3], text: "3.0"),
          requiredIn: [
            "UIKeyboardWillChangeFrameNotification",
            "UIKeyboardWillHideNotification",
            "UIKeyboardWillShowNotification",
          ],
          optionalIn: [
            "UIKeyboardDidChangeFrameNotification",
            "UIKeyboardDidHideNotification",
            "UIKeyboardDidShowNotification",
          ],
          deprecation: nil,
          isPrivate: false,
          domain: ValueDomain(
            allowed: [
              .number(0.0, isInteger: true),
              .number(1.0, isInteger: true),
              .number(2.0, isInteger: true),
              .number(3.0, isInteger: true),
            ],
            minimum: nil,
            finite: false,
            nonEmpty: false,
            quirkValues: [QuirkValues(values: [.number(7.0, isInteger: true)], quirk: "private-curve-7")],
            quirkProblems: [:]
          ),
          quirks: [],
          position: SourcePosition(line: 109, column: 5),
          source: "https://developer.apple.com/documentation/uikit/uiresponder/keyboardanimationcurveuserinfokey (NSNumber wrapping a UIViewAnimationCurve, iOS 3.0+); UIKit's UIWindow.h (NSUInteger)"
        ),
        KeySpec(
          name: "UIKeyboardIsLocalUserInfoKey",
          type: .bool,
          since: OSVersion(components: [9], text: "9.0"),
          requiredIn: [
            "UIKeyboardDidChangeFrameNotification",
            "UIKeyboardDidHideNotification",
            "UIKeyboardDidShowNotification",
            "UIKeyboardWillChangeFrameNotification",
            "UIKeyboardWillHideNotification",
            "UIKeyboardWillShowNotification",
          ],
          optionalIn: [],
          deprecation: nil,
          isPrivate: false,
          domain: nil,
          quirks: [],
          position: SourcePosition(line: 113, column: 5),
          source: "https://developer.apple.com/documentation/uikit/uiresponder/keyboardislocaluserinfokey (NSNumber wrapping a Boolean, iOS 9.0+)"
        ),
        KeySpec(
          name: "UIKeyboardCenterBeginUserInfoKey",
          type: .cgPoint,
          since: OSVersion(components: [2], text: "2.0"),
          requiredIn: [],
          optionalIn: [
            "UIKeyboardDidChangeFrameNotification",
            "UIKeyboardDidHideNotification",
            "UIKeyboardDidShowNotification",
            "UIKeyboardWillChangeFrameNotification",
            "UIKeyboardWillHideNotification",
            "UIKeyboardWillShowNotification",
          ],
          deprecation: Deprecation(
            since: OSVersion(components: [3, 2], text: "3.2"),
            replacedBy: ["UIKeyboardFrameBeginUserInfoKey"]
          ),
          isPrivate: false,
          domain: nil,
          quirks: [],
          position: SourcePosition(line: 116, column: 5),
          source: "https://developer.apple.com/documentation/uikit/uikeyboardcenterbeginuserinfokey (NSValue wrapping a CGPoint, iOS 2.0, deprecated in 3.2 for UIKeyboardFrameBeginUserInfoKey)"
        ),
        KeySpec(
          name: "UIKeyboardCenterEndUserInfoKey",
          type: .cgPoint,
          since: OSVersion(components: [2], text: "2.0"),
          requiredIn: [],
          optionalIn: [
            "UIKeyboardDidChangeFrameNotification",
            "UIKeyboardDidHideNotification",
            "UIKeyboardDidShowNotification",
            "UIKeyboardWillChangeFrameNotification",
            "UIKeyboardWillHideNotification",
            "UIKeyboardWillShowNotification",
          ],
          deprecation: Deprecation(
            since: OSVersion(components: [3, 2], text: "3.2"),
            replacedBy: ["UIKeyboardFrameEndUserInfoKey"]
          ),
          isPrivate: false,
          domain: nil,
          quirks: [],
          position: SourcePosition(line: 120, column: 5),
          source: "https://developer.apple.com/documentation/uikit/uikeyboardcenterenduserinfokey (NSValue wrapping a CGPoint, iOS 2.0, deprecated in 3.2 for UIKeyboardFrameEndUserInfoKey)"
        ),
        KeySpec(
          name: "UIKeyboardBoundsUserInfoKey",
          type: .cgRect,
          since: OSVersion(components: [2], text: "2.0"),
          requiredIn: [],
          optionalIn: [
            "UIKeyboardDidChangeFrameNotification",
            "UIKeyboardDidHideNotification",
            "UIKeyboardDidShowNotification",
            "UIKeyboardWillChangeFrameNotification",
            "UIKeyboardWillHideNotification",
            "UIKeyboardWillShowNotification",
          ],
          deprecation: Deprecation(
            since: OSVersion(components: [3, 2], text: "3.2"),
            replacedBy: ["UIKeyboardFrameEndUserInfoKey", "UIKeyboardFrameBeginUserInfoKey"]
          ),
          isPrivate: false,
          domain: nil,
          quirks: [],
          position: SourcePosition(line: 124, column: 5),
          source: "https://developer.apple.com/documentation/uikit/uikeyboardboundsuserinfokey (NSValue wrapping a CGRect, iOS 2.0, deprecated in 3.2 for the frame keys)"
        ),
        KeySpec(
          name: "UIKeyboardFrameChangedByUserInteraction",
          type: .bool,
          since: nil,
          requiredIn: [],
          optionalIn: [
            "UIKeyboardDidChangeFrameNotification",
            "UIKeyboardDidHideNotification",
            "UIKeyboardDidShowNotification",
            "UIKeyboardWillChangeFrameNotification",
            "UIKeyboardWillHideNotification",
            "UIKeyboardWillShowNotification",
          ],
          deprecation: nil,
          isPrivate: true,
          domain: nil,
          quirks: [],
          position: SourcePosition(line: 128, column: 5),
          source: "undocumented; in captured iPad logs (iOS 5, value 0: OmniGroup OUIDocumentRenameViewController.m) and facts sheet section 2"
        ),
      ],
      patterns: [
        NamedPattern(
          name: "extra-will-change-frame",
          pattern: .repetition(
            .quirk(
              "several-will-change-frame",
              .event("UIKeyboardWillChangeFrameNotification", SourcePosition(line: 134, column: 68)),
              SourcePosition(line: 134, column: 28)
            ),
            min: 0,
            max: nil
          ),
          position: SourcePosition(line: 133, column: 5)
        ),
        NamedPattern(
          name: "show",
          pattern: .sequence([
            .event("UIKeyboardWillChangeFrameNotification", SourcePosition(line: 137, column: 7)),
            .reference("extra-will-change-frame", SourcePosition(line: 137, column: 57)),
            .event("UIKeyboardWillShowNotification", SourcePosition(line: 138, column: 7)),
            .reference("extra-will-change-frame", SourcePosition(line: 138, column: 50)),
            .event("UIKeyboardDidChangeFrameNotification", SourcePosition(line: 139, column: 7)),
            .event("UIKeyboardDidShowNotification", SourcePosition(line: 139, column: 47)),
          ]),
          position: SourcePosition(line: 136, column: 5)
        ),
        NamedPattern(
          name: "hide",
          pattern: .sequence([
            .event("UIKeyboardWillChangeFrameNotification", SourcePosition(line: 142, column: 7)),
            .reference("extra-will-change-frame", SourcePosition(line: 142, column: 57)),
            .event("UIKeyboardWillHideNotification", SourcePosition(line: 143, column: 7)),
            .reference("extra-will-change-frame", SourcePosition(line: 143, column: 50)),
            .event("UIKeyboardDidChangeFrameNotification", SourcePosition(line: 144, column: 7)),
            .event("UIKeyboardDidHideNotification", SourcePosition(line: 144, column: 47)),
          ]),
          position: SourcePosition(line: 141, column: 5)
        ),
        NamedPattern(
          name: "frame-change",
          pattern: .sequence([
            .event("UIKeyboardWillChangeFrameNotification", SourcePosition(line: 147, column: 7)),
            .reference("extra-will-change-frame", SourcePosition(line: 147, column: 57)),
            .event("UIKeyboardDidChangeFrameNotification", SourcePosition(line: 148, column: 7)),
          ]),
          position: SourcePosition(line: 146, column: 5)
        ),
        NamedPattern(
          name: "legacy-show",
          pattern: .sequence([
            .event("UIKeyboardWillShowNotification", SourcePosition(line: 150, column: 21)),
            .event("UIKeyboardDidShowNotification", SourcePosition(line: 150, column: 55)),
          ]),
          position: SourcePosition(line: 150, column: 5)
        ),
        NamedPattern(
          name: "legacy-hide",
          pattern: .sequence([
            .event("UIKeyboardWillHideNotification", SourcePosition(line: 151, column: 21)),
            .event("UIKeyboardDidHideNotification", SourcePosition(line: 151, column: 55)),
          ]),
          position: SourcePosition(line: 151, column: 5)
        ),
        NamedPattern(
          name: "interleaved-show",
          pattern: .sequence([
            .event("UIKeyboardWillChangeFrameNotification", SourcePosition(line: 153, column: 7)),
            .event("UIKeyboardWillShowNotification", SourcePosition(line: 153, column: 48)),
            .event("UIKeyboardWillChangeFrameNotification", SourcePosition(line: 154, column: 7)),
            .optional(.event("UIKeyboardWillShowNotification", SourcePosition(line: 154, column: 62))),
            .event("UIKeyboardDidChangeFrameNotification", SourcePosition(line: 155, column: 7)),
            .event("UIKeyboardDidShowNotification", SourcePosition(line: 155, column: 47)),
            .event("UIKeyboardDidChangeFrameNotification", SourcePosition(line: 156, column: 7)),
            .event("UIKeyboardDidShowNotification", SourcePosition(line: 156, column: 47)),
          ]),
          position: SourcePosition(line: 152, column: 5)
        ),
      ],
      sequences: [
        SequenceSpec(
          id: "show",
          kind: "show",
          pattern: .reference("show", SourcePosition(line: 160, column: 57)),
          from: "hidden",
          to: "shown",
          when: DeviceCondition(
            idioms: nil,
            systems: nil,
            keyboards: nil,
            minimumVersion: OSVersion(components: [5], text: "5.0"),
            belowVersion: nil
          ),
          quirk: nil,
          description: "A text view or field becomes first responder and the keyboard appears: WillChangeFrame, WillShow, DidChangeFrame, DidShow.",
          position: SourcePosition(line: 160, column: 5)
        ),
        SequenceSpec(
          id: "hide",
          kind: "hide",
          pattern: .reference("hide", SourcePosition(line: 163, column: 57)),
          from: "shown",
          to: "hidden",
          when: DeviceCondition(
            idioms: nil,
            systems: nil,
            keyboards: nil,
            minimumVersion: OSVersion(components: [5], text: "5.0"),
            belowVersion: nil
          ),
          quirk: nil,
          description: "The first responder resigns and the keyboard disappears: WillChangeFrame, WillHide, DidChangeFrame, DidHide. Switching an iPad keyboard to split or undocked sends it too.",
          position: SourcePosition(line: 163, column: 5)
        ),
        SequenceSpec(
          id: "frame-change",
          kind: "frame-change",
          pattern: .reference("frame-change", SourcePosition(line: 166, column: 73)),
          from: "shown",
          to: "shown",
          when: DeviceCondition(
            idioms: nil,
            systems: nil,
            keyboards: nil,
            minimumVersion: OSVersion(components: [5], text: "5.0"),
            belowVersion: nil
          ),
          quirk: nil,
          description: "The keyboard stays up and changes its frame (QuickType bar, accessory view, height change): WillChangeFrame, DidChangeFrame. An iPad sends it when the input method changes (English to Chinese); an iPhone does not.",
          position: SourcePosition(line: 166, column: 5)
        ),
        SequenceSpec(
          id: "legacy-show",
          kind: "show",
          pattern: .reference("legacy-show", SourcePosition(line: 169, column: 64)),
          from: "hidden",
          to: "shown",
          when: DeviceCondition(
            idioms: nil,
            systems: nil,
            keyboards: nil,
            minimumVersion: nil,
            belowVersion: OSVersion(components: [5], text: "5.0")
          ),
          quirk: nil,
          description: "Before iOS 5 there were no ChangeFrame notifications: WillShow, DidShow.",
          position: SourcePosition(line: 169, column: 5)
        ),
        SequenceSpec(
          id: "legacy-hide",
          kind: "hide",
          pattern: .reference("legacy-hide", SourcePosition(line: 172, column: 64)),
          from: "shown",
          to: "hidden",
          when: DeviceCondition(
            idioms: nil,
            systems: nil,
            keyboards: nil,
            minimumVersion: nil,
            belowVersion: OSVersion(components: [5], text: "5.0")
          ),
          quirk: nil,
          description: "Before iOS 5: WillHide, DidHide.",
          position: SourcePosition(line: 172, column: 5)
        ),
        SequenceSpec(
          id: "repeated-show",
          kind: "show",
          pattern: .choice([
            .reference("show", SourcePosition(line: 176, column: 39)),
            .event("UIKeyboardWillShowNotification", SourcePosition(line: 176, column: 49)),
          ]),
          from: "shown",
          to: "shown",
          when: DeviceCondition(
            idioms: nil,
            systems: nil,
            keyboards: nil,
            minimumVersion: OSVersion(components: [5], text: "5.0"),
            belowVersion: nil
          ),
          quirk: "repeated-show",
          description: "",
          position: SourcePosition(line: 175, column: 5)
        ),
        SequenceSpec(
          id: "repeated-hide",
          kind: "hide",
          pattern: .reference("hide", SourcePosition(line: 178, column: 92)),
          from: "hidden",
          to: "hidden",
          when: DeviceCondition(
            idioms: nil,
            systems: nil,
            keyboards: nil,
            minimumVersion: OSVersion(components: [5], text: "5.0"),
            belowVersion: nil
          ),
          quirk: "repeated-hide",
          description: "",
          position: SourcePosition(line: 178, column: 5)
        ),
        SequenceSpec(
          id: "interleaved-show",
          kind: "show",
          pattern: .reference("interleaved-show", SourcePosition(line: 181, column: 27)),
          from: "hidden",
          to: "shown",
          when: DeviceCondition(
            idioms: nil,
            systems: nil,
            keyboards: nil,
            minimumVersion: OSVersion(components: [5], text: "5.0"),
            belowVersion: nil
          ),
          quirk: "interleaved-first-show",
          description: "Two show animations interleaved (iOS 8, the first show after launch): WillChangeFrame, WillShow, WillChangeFrame, (WillShow,) DidChangeFrame, DidShow, DidChangeFrame, DidShow.",
          position: SourcePosition(line: 180, column: 5)
        ),
        SequenceSpec(
          id: "floating-frame-change",
          kind: "frame-change",
          pattern: .reference("frame-change", SourcePosition(line: 185, column: 27)),
          from: "hidden",
          to: "hidden",
          when: DeviceCondition(
            idioms: nil,
            systems: nil,
            keyboards: nil,
            minimumVersion: OSVersion(components: [5], text: "5.0"),
            belowVersion: nil
          ),
          quirk: "split-or-floating-keyboard",
          description: "",
          position: SourcePosition(line: 184, column: 5)
        ),
      ],
      quirks: [
        QuirkSpec(
          id: "interleaved-first-show",
          message: "two show animations interleaved",
          explanation: "on iOS 8 the first show after launch can run two animations at once, each with its own WillChangeFrame and finished by its own DidChangeFrame and DidShow: WillChangeFrame, WillShow, WillChangeFrame, DidChangeFrame, DidShow, DidChangeFrame, DidShow; code must not assume one DidShow per WillShow",
          references: [
            "https://github.com/jessesquires/JSQMessagesViewController/issues/701 (console capture of the first show after launch)",
            "https://github.com/hackiftekhar/IQKeyboardManager/issues/228 (keyboardWillShow: called twice at the first time)",
            "https://github.com/lionheart/openradar-mirror/issues/7727 (docking an iPad keyboard interleaves the same way)",
          ],
          when: DeviceCondition(
            idioms: nil,
            systems: nil,
            keyboards: nil,
            minimumVersion: OSVersion(components: [8], text: "8.0"),
            belowVersion: nil
          ),
          everyDevice: false,
          examples: QuirkExamples(
            explained: SpecExample(builtInAt: JSONParser.Cursor(offset: 23190, line: 195, lineStart: 23169, continuationBytes: 0, depth: 4)),
            outside: SpecExample(builtInAt: JSONParser.Cursor(offset: 23599, line: 204, lineStart: 23580, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 189, column: 5)
        ),
        QuirkSpec(
          id: "repeated-show",
          message: "a show arrived while the keyboard was already shown",
          explanation: "iOS 8 and later send the show sequence (or a lone WillShow) again when the QuickType bar toggles, a field with another inputAccessoryView takes focus, or a third-party keyboard resizes",
          references: [
            "openradar-mirror #7727",
            "IQKeyboardManager #228, #2165",
            "JSQMessagesViewController #701",
          ],
          when: DeviceCondition(
            idioms: nil,
            systems: nil,
            keyboards: nil,
            minimumVersion: OSVersion(components: [8], text: "8.0"),
            belowVersion: nil
          ),
          everyDevice: false,
          examples: QuirkExamples(
            explained: SpecExample(builtInAt: JSONParser.Cursor(offset: 24514, line: 220, lineStart: 24493, continuationBytes: 0, depth: 4)),
            outside: SpecExample(builtInAt: JSONParser.Cursor(offset: 24968, line: 230, lineStart: 24949, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 214, column: 5)
        ),
        QuirkSpec(
          id: "several-will-change-frame",
          message: "several WillChangeFrame notifications before one DidChangeFrame",
          explanation: "iOS 8 and later announce a slide-in and an immediate resize (duration 0) separately, then finish both with one DidChangeFrame",
          references: ["captured logs"],
          when: DeviceCondition(
            idioms: nil,
            systems: nil,
            keyboards: nil,
            minimumVersion: OSVersion(components: [8], text: "8.0"),
            belowVersion: nil
          ),
          everyDevice: false,
          examples: QuirkExamples(
            explained: SpecExample(builtInAt: JSONParser.Cursor(offset: 25816, line: 247, lineStart: 25795, continuationBytes: 0, depth: 4)),
            outside: SpecExample(builtInAt: JSONParser.Cursor(offset: 26133, line: 254, lineStart: 26114, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 241, column: 5)
        ),
        QuirkSpec(
          id: "repeated-hide",
          message: "a hide arrived while the keyboard was already hidden",
          explanation: "a hide comes with no show before it: in the simulator with its hardware keyboard connected a text field's focus and blur each post a hide (iOS 12), and iOS 16.5 and later send the hide sequence twice when a native alert appears over a visible keyboard",
          references: [
            "https://github.com/AlphaWallet/alpha-wallet-ios/pull/1254 (iOS 12 simulator: keyboardWillHideNotification is fired both when a text box becomes first responder and when it resigns)",
            "https://github.com/kirillzyusko/react-native-keyboard-controller/pull/178",
          ],
          when: DeviceCondition(
            idioms: nil,
            systems: nil,
            keyboards: nil,
            minimumVersion: OSVersion(components: [12], text: "12.0"),
            belowVersion: nil
          ),
          everyDevice: false,
          examples: QuirkExamples(
            explained: SpecExample(builtInAt: JSONParser.Cursor(offset: 27192, line: 268, lineStart: 27171, continuationBytes: 0, depth: 4)),
            outside: SpecExample(builtInAt: JSONParser.Cursor(offset: 27834, line: 282, lineStart: 27815, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 262, column: 5)
        ),
        QuirkSpec(
          id: "private-curve-7",
          message: "an undocumented animation curve",
          explanation: "since iOS 7 every keyboard animation uses the private curve 7; convert it with `curve << 16` into UIViewAnimationOptions rather than switching over UIViewAnimationCurve",
          references: ["Stack Overflow 19482573"],
          when: DeviceCondition(
            idioms: nil,
            systems: nil,
            keyboards: nil,
            minimumVersion: OSVersion(components: [7], text: "7.0"),
            belowVersion: nil
          ),
          everyDevice: true,
          examples: QuirkExamples(
            explained: SpecExample(builtInAt: JSONParser.Cursor(offset: 28903, line: 303, lineStart: 28882, continuationBytes: 0, depth: 4)),
            outside: SpecExample(builtInAt: JSONParser.Cursor(offset: 29366, line: 306, lineStart: 29347, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 297, column: 5)
        ),
        QuirkSpec(
          id: "rotation-delivered-twice",
          message: "a rotation's hide and show pair delivered twice",
          explanation: "iOS 8.3 delivers the hide-then-show pair of a rotation twice",
          references: ["Apple developer forums thread 5706"],
          when: DeviceCondition(
            idioms: nil,
            systems: nil,
            keyboards: nil,
            minimumVersion: OSVersion(components: [8, 3], text: "8.3"),
            belowVersion: OSVersion(components: [8, 4], text: "8.4")
          ),
          everyDevice: false,
          examples: QuirkExamples(
            explained: SpecExample(builtInAt: JSONParser.Cursor(offset: 30179, line: 316, lineStart: 30158, continuationBytes: 0, depth: 4)),
            outside: SpecExample(builtInAt: JSONParser.Cursor(offset: 31264, line: 339, lineStart: 31245, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 310, column: 5)
        ),
        QuirkSpec(
          id: "split-or-floating-keyboard",
          message: "a frame change while the keyboard is hidden",
          explanation: "a split, undocked or floating iPad keyboard sends Hide when it leaves the dock and only WillChangeFrame/DidChangeFrame while it moves, shows or hides",
          references: [
            "themainthread.com 2012 split-keyboard post",
            "openradar 18010127",
            "Flutter engine PR 37719",
          ],
          when: DeviceCondition(
            idioms: ["pad"],
            systems: nil,
            keyboards: ["split", "undocked", "floating"],
            minimumVersion: OSVersion(components: [5], text: "5.0"),
            belowVersion: nil
          ),
          everyDevice: false,
          examples: QuirkExamples(
            explained: SpecExample(builtInAt: JSONParser.Cursor(offset: 32892, line: 369, lineStart: 32871, continuationBytes: 0, depth: 4)),
            outside: SpecExample(builtInAt: JSONParser.Cursor(offset: 33483, line: 381, lineStart: 33464, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 363, column: 5)
        ),
        QuirkSpec(
          id: "focus-change-without-show",
          message: "focus moved between text fields with no show or hide",
          explanation: "since iOS 11, moving focus between fields while the keyboard is up sends no WillShow/WillHide; editing markers change, keyboard notifications do not",
          references: ["openradar 34432484"],
          when: DeviceCondition(
            idioms: nil,
            systems: nil,
            keyboards: nil,
            minimumVersion: OSVersion(components: [11], text: "11.0"),
            belowVersion: nil
          ),
          everyDevice: false,
          examples: QuirkExamples(
            explained: SpecExample(builtInAt: JSONParser.Cursor(offset: 34490, line: 400, lineStart: 34469, continuationBytes: 0, depth: 4)),
            outside: SpecExample(builtInAt: JSONParser.Cursor(offset: 35054, line: 412, lineStart: 35035, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 394, column: 5)
        ),
        QuirkSpec(
          id: "hardware-keyboard",
          message: "no keyboard notifications while editing",
          explanation: "with a hardware keyboard, iOS 5 to 8 send no keyboard notifications for a field without an input accessory view: it begins and ends editing with the keyboard hidden (a field with one gets the show sequence, its frame below the screen but for the accessory; from iOS 9 a show always arrives, its frame mostly below the screen: quirks mostly-offscreen-show and accessory-only-show)",
          references: [
            "Stack Overflow 31991873",
            "ionic-plugin-keyboard PR 273",
            "https://stackoverflow.com/questions/2893267 (an iPad with a hardware keyboard and an input accessory view: the show arrives, its end frame {{0, 980}, {768, 308}} leaving the 44 pt accessory on the screen)",
          ],
          when: DeviceCondition(
            idioms: nil,
            systems: nil,
            keyboards: nil,
            minimumVersion: OSVersion(components: [5], text: "5.0"),
            belowVersion: OSVersion(components: [9], text: "9.0")
          ),
          everyDevice: false,
          examples: QuirkExamples(
            explained: SpecExample(builtInAt: JSONParser.Cursor(offset: 36501, line: 431, lineStart: 36480, continuationBytes: 0, depth: 4)),
            outside: SpecExample(builtInAt: JSONParser.Cursor(offset: 36688, line: 435, lineStart: 36669, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 425, column: 5)
        ),
        QuirkSpec(
          id: "interactive-dismissal",
          message: "a sequence that starts below where the keyboard was left, after the user dragged it",
          explanation: "with keyboardDismissMode = .interactive the keyboard follows the finger and nothing is posted while it drags; the notifications after release begin where the drag left the keyboard, lower than the last frame announced",
          references: [
            "https://developer.apple.com/documentation/uikit/uiscrollview/keyboarddismissmode-swift.enum/interactive",
            "https://github.com/lionheart/openradar-mirror/issues/4307 (openradar 15341512: no notification during the drag)",
            "https://github.com/freshOS/KeyboardLayoutGuide/issues/17",
          ],
          when: DeviceCondition(
            idioms: nil,
            systems: nil,
            keyboards: nil,
            minimumVersion: OSVersion(components: [7], text: "7.0"),
            belowVersion: nil
          ),
          everyDevice: false,
          examples: QuirkExamples(
            explained: SpecExample(builtInAt: JSONParser.Cursor(offset: 37644, line: 446, lineStart: 37623, continuationBytes: 0, depth: 4)),
            outside: SpecExample(builtInAt: JSONParser.Cursor(offset: 40885, line: 456, lineStart: 40866, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 440, column: 5)
        ),
        QuirkSpec(
          id: "odd-frames",
          message: "a frame that looks wrong but is real",
          explanation: "devices send frames that look wrong but are real: zero height, negative origins (x = -352 on an iOS 5 landscape iPad), a begin frame a whole screen below (modal presentation), CGRectNull {{inf, inf}, {0, 0}} as an iOS 7 hide's end frame, an empty end frame with Reduce Motion and cross-fade, CGRectZero while a floating iPad keyboard is dragged; code must not divide by the height or animate to an infinite origin",
          references: [
            "captured logs",
            "DAKeyboardControl #91",
            "https://github.com/finn-no/FinniversKit/pull/1208 (Reduce Motion and Prefer Cross-Fade Transitions: an empty end frame)",
            "https://github.com/freshOS/KeyboardLayoutGuide/issues/37 (moving the floating keyboard: the computed height equals the screen's, a frame at the origin)",
          ],
          when: DeviceCondition(
            idioms: nil,
            systems: nil,
            keyboards: nil,
            minimumVersion: nil,
            belowVersion: nil
          ),
          everyDevice: false,
          examples: QuirkExamples(
            explained: SpecExample(builtInAt: JSONParser.Cursor(offset: 44500, line: 472, lineStart: 44479, continuationBytes: 0, depth: 4)),
            outside: nil
          ),
          position: SourcePosition(line: 467, column: 5)
        ),
        QuirkSpec(
          id: "mostly-offscreen-show",
          message: "a show whose keyboard barely reaches the screen",
          explanation: "from iOS 9 an iPad with a hardware keyboard shows only the ~55 pt shortcuts bar: the show sequence still arrives, with the full keyboard's end frame lying mostly below the screen, so code must use the overlap of the end frame with its view, not the frame's height",
          references: [
            "https://stackoverflow.com/questions/32319697 (Shortcut Bar only mode: the end frame keeps its height, 55 pt of it on the screen)",
            "Stack Overflow 31991873",
            "ionic-plugin-keyboard PR 273",
          ],
          when: DeviceCondition(
            idioms: ["pad"],
            systems: nil,
            keyboards: nil,
            minimumVersion: OSVersion(components: [9], text: "9.0"),
            belowVersion: nil
          ),
          everyDevice: false,
          examples: QuirkExamples(
            explained: SpecExample(builtInAt: JSONParser.Cursor(offset: 46302, line: 485, lineStart: 46281, continuationBytes: 0, depth: 4)),
            outside: SpecExample(builtInAt: JSONParser.Cursor(offset: 46900, line: 488, lineStart: 46881, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 479, column: 5)
        ),
        QuirkSpec(
          id: "view-coordinates-end-frame",
          message: "an end frame in the view's coordinates, not the screen's",
          explanation: "on iPadOS 26, with an input accessory view on a text view, WillShow and WillHide give UIKeyboardFrameEndUserInfoKey in the view's coordinates, not the screen's as on iPadOS 18 and as the documentation says (a regression, FB18129544): the frame is offset by the view's origin, so a show may end above the screen's bottom edge, a hide still on the screen, and the frame disagree with the other notifications'; code that converts it from the screen's coordinate space misplaces what it lays out",
          references: [
            "https://github.com/chockenberry/KeyboardAvoider (README, FB18129544: 'REGRESSION: iOS 26: Keyboard layout frame is reported in view coordinates, not screen coordinates. On iPadOS, the UIResponder.keyboardWillShowNotification and UIResponder.keyboardWillHideNotification notifications report a UIResponder.keyboardFrameEndUserInfoKey in view coordinates ... This issue is triggered when an inputAccessoryView is used with a UITextView')",
          ],
          when: DeviceCondition(
            idioms: ["pad"],
            systems: nil,
            keyboards: nil,
            minimumVersion: OSVersion(components: [26], text: "26.0"),
            belowVersion: nil
          ),
          everyDevice: false,
          examples: QuirkExamples(
            explained: SpecExample(builtInAt: JSONParser.Cursor(offset: 48628, line: 498, lineStart: 48607, continuationBytes: 0, depth: 4)),
            outside: SpecExample(builtInAt: JSONParser.Cursor(offset: 50377, line: 504, lineStart: 50358, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 492, column: 5)
        ),
        QuirkSpec(
          id: "accessory-only-show",
          message: "a show of the input accessory view alone",
          explanation: "from iOS 9 an iPhone with a hardware keyboard shows only the field's input accessory view, pinned to the bottom of the screen: the show sequence still arrives, with an end frame that lies below the screen but for the accessory's height, so code must use the overlap of the end frame with its view",
          references: [
            "https://github.com/defagos/CoconutKit/issues/36 (from iOS 9 an external keyboard reduces the software keyboard to its input accessory view; the will show notification is called)",
            "http://www.openradar.me/34411433 (the input accessory view pinned to the bottom of the screen with an external keyboard)",
          ],
          when: DeviceCondition(
            idioms: ["phone"],
            systems: nil,
            keyboards: nil,
            minimumVersion: OSVersion(components: [9], text: "9.0"),
            belowVersion: nil
          ),
          everyDevice: false,
          examples: QuirkExamples(
            explained: SpecExample(builtInAt: JSONParser.Cursor(offset: 52971, line: 517, lineStart: 52950, continuationBytes: 0, depth: 4)),
            outside: SpecExample(builtInAt: JSONParser.Cursor(offset: 53528, line: 520, lineStart: 53509, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 511, column: 5)
        ),
        QuirkSpec(
          id: "centres-disagree",
          message: "centre keys that disagree with their frames",
          explanation: "before iOS 8 the deprecated UIKeyboardCenterBeginUserInfoKey and UIKeyboardCenterEndUserInfoKey need not sit at their frames' mid-points: a payload's begin frame may already be its end frame while the centres still move from where the keyboard was, and an iPad splitting its keyboard gives centres in another coordinate space than its frames; code must read the frames, not the centres",
          references: [
            "seed 002 (a landscape WillChangeFrame: UIKeyboardFrameBeginUserInfoKey equals UIKeyboardFrameEndUserInfoKey, {{158, 0}, {162, 480}}, while the centres move from {240, 401} to {240, 239})",
            "https://github.com/omnigroup/OmniGroup (OUIDocumentRenameViewController.m, a 2012 capture on an iOS 5 iPad: FrameBegin and FrameEnd both {{0, 760}, {768, 264}}, CenterBegin {384, 1156}, a keyboard's height below)",
            "https://stackoverflow.com/questions/10749311 (an iOS 5 iPad splitting its keyboard: FrameEnd {{0, -264}, {768, 304}} with CenterEnd {384, 1136})",
          ],
          when: DeviceCondition(
            idioms: nil,
            systems: nil,
            keyboards: nil,
            minimumVersion: nil,
            belowVersion: OSVersion(components: [8], text: "8.0")
          ),
          everyDevice: false,
          examples: QuirkExamples(
            explained: SpecExample(builtInAt: JSONParser.Cursor(offset: 55184, line: 530, lineStart: 55163, continuationBytes: 0, depth: 4)),
            outside: SpecExample(builtInAt: JSONParser.Cursor(offset: 57046, line: 536, lineStart: 57027, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 524, column: 5)
        ),
        QuirkSpec(
          id: "portrait-fixed-landscape",
          message: "frames in portrait-fixed screen space, bounds and centres as the interface is oriented",
          explanation: "before iOS 8, in landscape, the frame keys are in the portrait-fixed screen space ({{158, 0}, {162, 480}}) while UIKeyboardBoundsUserInfoKey and the centre keys follow the interface orientation ({{0, 0}, {480, 162}}): width and height swap, which is why frames must be converted into view coordinates before use",
          references: ["seed 001", "seed 002", "captured iOS 5 iPad logs"],
          when: DeviceCondition(
            idioms: nil,
            systems: nil,
            keyboards: nil,
            minimumVersion: nil,
            belowVersion: OSVersion(components: [8], text: "8.0")
          ),
          everyDevice: true,
          examples: QuirkExamples(
            explained: SpecExample(builtInAt: JSONParser.Cursor(offset: 59569, line: 549, lineStart: 59548, continuationBytes: 0, depth: 4)),
            outside: SpecExample(builtInAt: JSONParser.Cursor(offset: 61542, line: 555, lineStart: 61523, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 543, column: 5)
        ),
      ],
      rules: [
        RuleSpec(
          id: "sequence-order",
          check: .sequence(SequenceOrderCheck()),
          severity: .error,
          severityBySource: [:],
          summary: "Keyboard notifications arrive in an order UIKit sends.",
          rationale: "Code that reacts to WillShow, DidShow, WillHide and DidHide assumes UIKit's orders: show is WillChangeFrame, WillShow, DidChangeFrame, DidShow; hide is WillChangeFrame, WillHide, DidChangeFrame, DidHide; before iOS 5 only WillShow, DidShow and WillHide, DidHide. A trace in another order is not what a device delivers, and a test double posting it tests code against events that never happen.",
          facts: [
            "Show: WillChangeFrame, WillShow, DidChangeFrame, DidShow; hide: WillChangeFrame, WillHide, DidChangeFrame, DidHide (seed 004).",
            "Before iOS 5 there are no ChangeFrame notifications: WillShow, DidShow and WillHide, DidHide (seeds 000, 001).",
            "A frame change with the keyboard up is WillChangeFrame, DidChangeFrame alone (seed 004).",
          ],
          examples: RuleExamples(
            source: "Traces/violations/sequence-order-show-without-changeframe-synthetic.json",
            passing: SpecExample(builtInAt: JSONParser.Cursor(offset: 68004, line: 616, lineStart: 67985, continuationBytes: 0, depth: 4)),
            failing: SpecExample(builtInAt: JSONParser.Cursor(offset: 68458, line: 626, lineStart: 68439, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 606, column: 5)
        ),
        RuleSpec(
          id: "sequence-incomplete",
          check: .sequenceEnd(SequenceEndCheck()),
          severity: .warning,
          severityBySource: [.synthetic: .error],
          summary: "The trace neither starts nor ends inside a show or hide sequence.",
          rationale: "Recording starts and stops at any moment, so a capture that begins after a sequence's first notifications or stops before its last is a warning, not a wrong event. Nothing cuts a test double's trace off: one that never posts DidShow or DidHide leaves code waiting for them, so in a synthetic trace either end is an error.",
          facts: [
            "Every show and hide sequence ends with its Did notification (seed 004); a capture cut off earlier ends inside one.",
            "A recorder or a console capture starts when someone starts it, often after the keyboard began to move: KeyboardTraceRecorder.start() records nothing posted before it, and NotificationCenter delivers nothing to an observer added after the post (https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(forname:object:queue:using:)).",
          ],
          examples: RuleExamples(
            source: "Traces/warnings/sequence-incomplete-cut-off.json",
            passing: SpecExample(builtInAt: JSONParser.Cursor(offset: 69830, line: 641, lineStart: 69811, continuationBytes: 0, depth: 4)),
            failing: SpecExample(builtInAt: JSONParser.Cursor(offset: 70096, line: 647, lineStart: 70077, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 631, column: 5)
        ),
        RuleSpec(
          id: "rotation-pair",
          check: .rotation(RotationCheck(
            marker: "rotation",
            hint: "rotation-hint",
            pair: ["hide", "show"],
            when: DeviceCondition(
              idioms: nil,
              systems: nil,
              keyboards: ["docked"],
              minimumVersion: nil,
              belowVersion: nil
            ),
            repeatQuirk: "rotation-delivered-twice",
            orientation: [
              OrientationChange(
                before: "UIKeyboardFrameBeginUserInfoKey",
                after: "UIKeyboardFrameEndUserInfoKey",
                change: .aspect,
                tolerance: 0.5,
                because: "before iOS 8 frames stay in the portrait-fixed screen space, so the new orientation's frame is tall where the old one was wide",
                unless: "the device turned by 180 degrees (the trace does not say)",
                when: DeviceCondition(
                  idioms: nil,
                  systems: nil,
                  keyboards: nil,
                  minimumVersion: nil,
                  belowVersion: OSVersion(components: [8], text: "8.0")
                ),
                position: SourcePosition(line: 658, column: 11)
              ),
              OrientationChange(
                before: "UIKeyboardFrameBeginUserInfoKey",
                after: "UIKeyboardFrameEndUserInfoKey",
                change: .width,
                tolerance: 0.5,
                because: "from iOS 8 frames follow the interface, so the keyboard spans the new orientation's width",
                unless: "the device turned by 180 degrees (the trace does not say)",
                when: DeviceCondition(
                  idioms: nil,
                  systems: nil,
                  keyboards: nil,
                  minimumVersion: OSVersion(components: [8], text: "8.0"),
                  belowVersion: nil
                ),
                position: SourcePosition(line: 662, column: 11)
              ),
            ]
          )),
          severity: .error,
          severityBySource: [:],
          summary: "A rotation with the keyboard up is a hide sequence immediately followed by a show sequence.",
          rationale: "During a rotation the keyboard passes through hidden: UIKit sends the full hide sequence then the full show sequence. Code that tears down its keyboard layout on hide must expect the show that follows, and a trace where the show never comes leaves the keyboard hidden.",
          facts: [
            "Rotating with the keyboard up delivers the full hide sequence immediately followed by the full show sequence (seed 004).",
            "The show after a rotation has the new orientation's frame: from iOS 8 frames follow the interface, so the width changes (375 -> 667); before iOS 8 they stay portrait-fixed, so a wide frame becomes a tall one ({{0, 264}, {320, 216}} -> {{158, 0}, {162, 480}}, seeds 001, 002).",
            "On a captured iPad the rotation marker can sit inside the pair, between WillShow and DidChangeFrame of the show half.",
            "Rotation evidence: an interface-orientation marker (the status bar orientation notifications before iOS 13, the window scene's interface orientation from iOS 16) is a rotation. A device orientation change is not: it also fires when the phone is laid face up or in an app that does not rotate (https://developer.apple.com/documentation/uikit/uideviceorientation), and neither does a size transition, which an iPad multitasking resize also causes; either counts only when a hide and a show follow whose frames change shape.",
            "A rotation's hide followed by anything but its show (typing, editing, another notification) is an error: the trace goes on, so nothing cut it off. Only a trace that ends right after the hide is a warning.",
          ],
          examples: RuleExamples(
            source: "Traces/violations/rotation-pair-no-show.json",
            passing: SpecExample(builtInAt: JSONParser.Cursor(offset: 73186, line: 676, lineStart: 73167, continuationBytes: 0, depth: 4)),
            failing: SpecExample(builtInAt: JSONParser.Cursor(offset: 73896, line: 691, lineStart: 73877, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 652, column: 5)
        ),
        RuleSpec(
          id: "payload-type",
          check: .valueType(ValueTypeCheck(bridges: .warning, captured: nil)),
          severity: .error,
          severityBySource: [:],
          summary: "Each userInfo value has the type UIKit documents.",
          rationale: "Consumers read these values with casts (as? Double, as? UInt, as? Bool, CGRectValue). A value of another NSNumber type that still fits bridges (a warning: the payload is not what UIKit posts); a string, a point where a rect is expected, or a value the type cannot hold breaks the consumer (an error).",
          facts: [
            "UIKeyboardAnimationDurationUserInfoKey is an NSNumber of double; UIKeyboardAnimationCurveUserInfoKey an NSNumber of NSUInteger (UIWindow.h, seed 004; seed 002 swaps them).",
            "The frame keys are NSValues of CGRect; IsLocal an NSNumber of BOOL; the centre keys NSValues of CGPoint.",
            "Since Swift 4 (SE-0170) an NSNumber cast succeeds exactly when the value fits the target type.",
          ],
          examples: RuleExamples(
            source: "Traces/violations/payload-type-synthetic.json",
            passing: SpecExample(builtInAt: JSONParser.Cursor(offset: 75364, line: 712, lineStart: 75345, continuationBytes: 0, depth: 4)),
            failing: SpecExample(builtInAt: JSONParser.Cursor(offset: 75893, line: 715, lineStart: 75874, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 701, column: 5)
        ),
        RuleSpec(
          id: "payload-value",
          check: .valueDomain(ValueDomainCheck()),
          severity: .error,
          severityBySource: [:],
          summary: "Each userInfo value lies among the documented values.",
          rationale: "Animation curves are UIViewAnimationCurve values 0 to 3 (devices send the private 7 since iOS 7); durations are finite and not negative.",
          facts: [
            "UIViewAnimationCurve has the values 0 to 3; devices send the private 7 since iOS 7.",
            "Durations are seconds: 0.25 typically, 0 for an immediate resize.",
          ],
          examples: RuleExamples(
            source: "Traces/violations/payload-value-curve-123.json",
            passing: SpecExample(builtInAt: JSONParser.Cursor(offset: 77050, line: 728, lineStart: 77031, continuationBytes: 0, depth: 4)),
            failing: SpecExample(builtInAt: JSONParser.Cursor(offset: 77579, line: 731, lineStart: 77560, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 719, column: 5)
        ),
        RuleSpec(
          id: "missing-key",
          check: .requiredKeys(RequiredKeysCheck()),
          severity: .error,
          severityBySource: [:],
          summary: "Each keyboard notification carries the userInfo keys UIKit always sends.",
          rationale: "All six notifications carry the begin and end frames (and IsLocal since iOS 9); the Will family carries the animation duration and curve. Code that force-unwraps them crashes on a payload without them.",
          facts: [
            "All six notifications carry UIKeyboardFrameBeginUserInfoKey and UIKeyboardFrameEndUserInfoKey (since iOS 3.2), and UIKeyboardIsLocalUserInfoKey since iOS 9.",
            "The animation keys are documented for the Will family only (UIWindow.h).",
          ],
          examples: RuleExamples(
            source: "Traces/violations/missing-key-synthetic.json",
            passing: SpecExample(builtInAt: JSONParser.Cursor(offset: 78895, line: 744, lineStart: 78876, continuationBytes: 0, depth: 4)),
            failing: SpecExample(builtInAt: JSONParser.Cursor(offset: 79424, line: 747, lineStart: 79405, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 735, column: 5)
        ),
        RuleSpec(
          id: "deprecated-key",
          check: .deprecatedKeys(DeprecatedKeysCheck(captured: nil, capturedOff: true, withoutReplacement: .error)),
          severity: .warning,
          severityBySource: [:],
          summary: "Payloads do not rely on the keys deprecated in iOS 3.2.",
          rationale: "UIKeyboardBoundsUserInfoKey and the two centre keys are deprecated; devices still send them (so a capture is not reported for them), but a test double that posts them, or a payload with them and without the frame keys, invites code to rely on them.",
          facts: [
            "UIKeyboardBoundsUserInfoKey, UIKeyboardCenterBeginUserInfoKey and UIKeyboardCenterEndUserInfoKey are deprecated since iOS 3.2, superseded by the frame keys.",
            "Devices still put them in every payload from iOS 5 through at least iOS 13.",
          ],
          examples: RuleExamples(
            source: "Traces/violations/deprecated-key-synthetic.json",
            passing: SpecExample(builtInAt: JSONParser.Cursor(offset: 80768, line: 761, lineStart: 80749, continuationBytes: 0, depth: 4)),
            failing: SpecExample(builtInAt: JSONParser.Cursor(offset: 81320, line: 764, lineStart: 81301, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 751, column: 5)
        ),
        RuleSpec(
          id: "unknown-key",
          check: .unknownKeys(UnknownKeysCheck()),
          severity: .warning,
          severityBySource: [:],
          summary: "Every userInfo key is one UIKit sends.",
          rationale: "An unknown key is usually a misspelling in a test double, or a key the consumer reads that UIKit never provides.",
          facts: [
            "The userInfo keys are the eight of UIWindow.h, plus the private UIKeyboardFrameChangedByUserInteraction seen in real dumps (seeds 002, 003).",
          ],
          examples: RuleExamples(
            source: "Traces/warnings/unknown-key-misspelt.json",
            passing: SpecExample(builtInAt: JSONParser.Cursor(offset: 82321, line: 776, lineStart: 82302, continuationBytes: 0, depth: 4)),
            failing: SpecExample(builtInAt: JSONParser.Cursor(offset: 82896, line: 779, lineStart: 82877, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 768, column: 5)
        ),
        RuleSpec(
          id: "availability",
          check: .availability(AvailabilityCheck()),
          severity: .error,
          severityBySource: [:],
          summary: "Notifications and keys exist on the trace's OS and version.",
          rationale: "The ChangeFrame notifications exist since iOS 5.0, IsLocal since iOS 9.0, and no keyboard notification exists on tvOS. A trace that has them elsewhere was not recorded on the device it claims.",
          facts: [
            "WillChangeFrame and DidChangeFrame exist since iOS 5.0; UIKeyboardIsLocalUserInfoKey since iOS 9.0.",
            "Every keyboard notification is __TVOS_PROHIBITED.",
            "An app running in visionOS never receives the keyboard notifications: the system shows the keyboard in a separate window (https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification and the pages of the other five).",
            "Versions are compared within the iOS family (versionedSystems): iOS, iPadOS and Mac Catalyst share version numbers (Mac Catalyst 13.1 is the first, https://developer.apple.com/documentation/uikit/uiresponder/keyboarddidchangeframenotification); on another system a version says nothing about when a key appeared.",
            "Unsure: iOS apps running on a Mac (Designed for iPad) receive the notifications, reportedly without UIKeyboardIsLocalUserInfoKey (https://github.com/Tencent/QMUI_iOS/issues/1574); no Apple page says what Mac Catalyst posts. Such traces are checked as iOS.",
          ],
          examples: RuleExamples(
            source: "Traces/violations/availability-ios4-changeframe.json",
            passing: SpecExample(builtInAt: JSONParser.Cursor(offset: 85004, line: 795, lineStart: 84985, continuationBytes: 0, depth: 4)),
            failing: SpecExample(builtInAt: JSONParser.Cursor(offset: 85182, line: 799, lineStart: 85163, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 783, column: 5)
        ),
        RuleSpec(
          id: "duplicate-key",
          check: .duplicateKeys(DuplicateKeysCheck()),
          severity: .error,
          severityBySource: [:],
          summary: "No key appears twice in one userInfo.",
          rationale: "A dictionary cannot hold a key twice; a trace that does was written by hand or by a broken recorder, and Foundation silently keeps the first or the last value depending on the API.",
          facts: [
            "An NSDictionary holds each key once; Foundation resolves a duplicate silently, keeping the first or the last depending on the API.",
          ],
          examples: RuleExamples(
            source: "Traces/violations/duplicate-key-frame-end.json",
            passing: SpecExample(builtInAt: JSONParser.Cursor(offset: 85961, line: 812, lineStart: 85942, continuationBytes: 0, depth: 4)),
            failing: SpecExample(builtInAt: JSONParser.Cursor(offset: 86490, line: 815, lineStart: 86471, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 804, column: 5)
        ),
        RuleSpec(
          id: "notification-object",
          check: .notificationObject(NotificationObjectCheck()),
          severity: .warning,
          severityBySource: [:],
          summary: "Keyboard notifications are posted with object nil before iOS 16.1 and the UIScreen from it.",
          rationale: "UIKit posts keyboard notifications with a nil object before iOS 16.1 and with the UIScreen the keyboard is on from iOS 16.1; an observer registered with another object never receives them, and a test double that posts nil on iOS 16.1 or later hides that code reads the screen from the object.",
          facts: [
            "'In iOS 16.1 and later, the notification object is the UIScreen that the keyboard appears on. In earlier versions of iOS, the notification object is nil.' (https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification, the same on the other five pages)",
          ],
          examples: RuleExamples(
            source: "Traces/warnings/notification-object-text-field.json",
            passing: SpecExample(builtInAt: JSONParser.Cursor(offset: 87755, line: 827, lineStart: 87736, continuationBytes: 0, depth: 4)),
            failing: SpecExample(builtInAt: JSONParser.Cursor(offset: 87903, line: 830, lineStart: 87884, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 819, column: 5)
        ),
        RuleSpec(
          id: "frame-visibility",
          check: .geometry(GeometryCheck(
            relations: [
              GeometryRelation(
                kind: .visible,
                key: "UIKeyboardFrameEndUserInfoKey",
                of: nil,
                notifications: ["UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification"],
                pairs: [],
                tolerance: 0.5,
                when: DeviceCondition(
                  idioms: nil,
                  systems: nil,
                  keyboards: ["docked"],
                  minimumVersion: nil,
                  belowVersion: nil
                ),
                quirks: ["mostly-offscreen-show", "accessory-only-show", "view-coordinates-end-frame"],
                otherQuirks: [],
                visibleAtMost: 80.0,
                spansScreenWidth: true,
                screenAspect: nil,
                position: SourcePosition(line: 846, column: 9)
              ),
              GeometryRelation(
                kind: .reachesBottom,
                key: "UIKeyboardFrameEndUserInfoKey",
                of: nil,
                notifications: ["UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification"],
                pairs: [],
                tolerance: 1.0,
                when: DeviceCondition(
                  idioms: nil,
                  systems: nil,
                  keyboards: ["docked"],
                  minimumVersion: nil,
                  belowVersion: nil
                ),
                quirks: ["view-coordinates-end-frame"],
                otherQuirks: [],
                visibleAtMost: nil,
                spansScreenWidth: true,
                screenAspect: nil,
                position: SourcePosition(line: 848, column: 9)
              ),
              GeometryRelation(
                kind: .hidden,
                key: "UIKeyboardFrameEndUserInfoKey",
                of: nil,
                notifications: ["UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification"],
                pairs: [],
                tolerance: 0.5,
                when: DeviceCondition(
                  idioms: nil,
                  systems: nil,
                  keyboards: ["docked"],
                  minimumVersion: nil,
                  belowVersion: nil
                ),
                quirks: ["view-coordinates-end-frame"],
                otherQuirks: [],
                visibleAtMost: nil,
                spansScreenWidth: true,
                screenAspect: nil,
                position: SourcePosition(line: 850, column: 9)
              ),
            ]
          )),
          severity: .error,
          severityBySource: [:],
          summary: "After a show the keyboard's end frame reaches the screen; after a hide it leaves it.",
          rationale: "Code decides whether the keyboard is visible, and how much of a view it covers, from the end frame: CGRectIntersectsRect(endFrame, screenBounds). A show whose end frame lies off the screen, or a hide whose end frame still covers it, sends that code the wrong way. A split or floating iPad keyboard stays on the screen when it hides, so the rule holds for the docked keyboard only.",
          facts: [
            "Whether the keyboard is visible: its end frame intersects the screen bounds (seed 002).",
            "A docked keyboard spans the width of the screen as the interface is oriented (320-point frames on a 320x480 iPhone, seed 003; from iOS 8 landscape frames span the long side), so a frame as wide as the screen is tall was measured in landscape (spansScreenWidth).",
            "320x480 iPhone: show ends at {{0, 264}, {320, 216}}, hide at {{0, 480}, {320, 216}} (seed 003).",
            "From iOS 9 a hardware keyboard still gets a show whose frame lies mostly below the screen: on an iPad only the ~55 pt shortcuts bar shows (quirk mostly-offscreen-show), on an iPhone only the field's input accessory view (quirk accessory-only-show).",
            "A docked keyboard is attached to the bottom of the screen (Apple: the layout guide tracks the keyboard 'when it's undocked from the bottom of the screen', https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/followsundockedkeyboard): captured show end frames end exactly there ({{0, 352}, {320, 216}} on a 320x568 iPhone, https://github.com/mixi-inc/iOSTraining/wiki/5.4-KeyboardNotification; {{0, 550}, {414, 346}} on a 414x896 one). An iPhone keyboard is always docked; an iPad's may be split, undocked or floating, so an iPad trace that does not say its keyboard is checked here only where it says docked.",
            "Frames are in the screen's coordinate space and reflect the interface orientation (https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey); on iPadOS 26 with an input accessory view, WillShow's and WillHide's end frames come in the view's coordinates instead (quirk view-coordinates-end-frame).",
          ],
          examples: RuleExamples(
            source: "Traces/violations/frame-visibility-show-off-screen.json",
            passing: SpecExample(builtInAt: JSONParser.Cursor(offset: 91430, line: 855, lineStart: 91411, continuationBytes: 0, depth: 4)),
            failing: SpecExample(builtInAt: JSONParser.Cursor(offset: 91836, line: 859, lineStart: 91817, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 834, column: 5)
        ),
        RuleSpec(
          id: "frame-agreement",
          check: .geometry(GeometryCheck(
            relations: [
              GeometryRelation(
                kind: .pairAgrees,
                key: "UIKeyboardFrameEndUserInfoKey",
                of: nil,
                notifications: [],
                pairs: [
                  ["UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification"],
                  ["UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification"],
                  [
                    "UIKeyboardWillChangeFrameNotification",
                    "UIKeyboardDidChangeFrameNotification",
                  ],
                ],
                tolerance: 0.5,
                when: DeviceCondition(
                  idioms: nil,
                  systems: nil,
                  keyboards: nil,
                  minimumVersion: nil,
                  belowVersion: nil
                ),
                quirks: ["view-coordinates-end-frame"],
                otherQuirks: [],
                visibleAtMost: nil,
                spansScreenWidth: false,
                screenAspect: nil,
                position: SourcePosition(line: 872, column: 9)
              ),
            ]
          )),
          severity: .warning,
          severityBySource: [.synthetic: .error],
          summary: "The Did notification of a pair carries the end frame its Will announced.",
          rationale: "WillShow and DidShow (and WillHide and DidHide, WillChangeFrame and DidChangeFrame) describe one animation: the Did reports the frame the Will announced. Code that lays out on the Will and checks on the Did, or a test double that builds the two payloads separately, disagrees with itself when they differ. On a capture a change the recorder missed may lie between them, so it is a warning; a test double copied the wrong frame, so in a synthetic trace it is an error.",
          facts: [
            "The show sequence's notifications carry the same begin and end frames (seed 003).",
            "Several WillChangeFrame may come before one DidChangeFrame, which reports the last (quirk several-will-change-frame).",
          ],
          examples: RuleExamples(
            source: "Traces/violations/frame-agreement-did-show-differs-synthetic.json",
            passing: SpecExample(builtInAt: JSONParser.Cursor(offset: 93649, line: 879, lineStart: 93630, continuationBytes: 0, depth: 4)),
            failing: SpecExample(builtInAt: JSONParser.Cursor(offset: 94026, line: 883, lineStart: 94007, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 863, column: 5)
        ),
        RuleSpec(
          id: "frame-continuity",
          check: .geometry(GeometryCheck(
            relations: [
              GeometryRelation(
                kind: .continues,
                key: "UIKeyboardFrameBeginUserInfoKey",
                of: "UIKeyboardFrameEndUserInfoKey",
                notifications: [],
                pairs: [],
                tolerance: 0.5,
                when: DeviceCondition(
                  idioms: nil,
                  systems: nil,
                  keyboards: nil,
                  minimumVersion: nil,
                  belowVersion: nil
                ),
                quirks: ["interactive-dismissal", "view-coordinates-end-frame"],
                otherQuirks: [],
                visibleAtMost: nil,
                spansScreenWidth: true,
                screenAspect: 1.3,
                position: SourcePosition(line: 901, column: 9)
              ),
            ]
          )),
          severity: .warning,
          severityBySource: [:],
          summary: "Each keyboard sequence begins where the one before it left the keyboard.",
          rationale: "The begin frame of a show, hide or frame change is where the keyboard was: the end frame of the sequence before it. A begin frame that jumps means a sequence was lost in between, or a test double invents frames; animations driven from it start from the wrong place. Two frames that both lie off the screen count as the same place (a hidden keyboard has none), so modal presentations and rotations, which move the hidden keyboard, pass.",
          facts: [
            "Show begins at {{0, 480}, {320, 216}} and ends at {{0, 264}, {320, 216}}; the hide after it begins at {{0, 264}, {320, 216}} (seed 003).",
            "A modal presentation may start the keyboard a whole screen lower (facts section 7, Q14).",
            "A docked keyboard spans the screen's width as the interface is oriented, so a frame as wide as the screen is tall was measured in landscape (spansScreenWidth; https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/followsundockedkeyboard, https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey: 'The frame rectangle reflects the current orientation of the device').",
            "Without the screen (a captured log says none) a rotation is read from the two frames: from iOS 8 each is in its orientation's coordinates and spans the screen's width, so the hide's end frame lies as low as the show's frame is wide and the show's begin frame as low as the hide's is wide, both below one screen turned (https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey; facts section 3, seed 004: a rotation is the hide sequence then the show sequence); before iOS 8 frames are in the portrait screen's coordinates, where a landscape keyboard is as tall as the screen and off its side (facts Q15, seed 002; the Omni Group's 2012 iOS 5 iPad capture: {{-352, 0}, {352, 1024}}).",
            "Every iPhone and iPad screen's long side is at least 1.3 times its short one (screenAspect): 4:3 on the iPads (1024 x 768 points), 3:2 on the first iPhones (480 x 320) and longer since (Apple Human Interface Guidelines, Layout, device screen sizes: https://developer.apple.com/design/human-interface-guidelines/layout); two widths closer than that (375 and 414) are two devices' captures, not a rotation.",
            "Nothing is posted while the user drags the keyboard down (keyboardDismissMode .interactive, https://github.com/lionheart/openradar-mirror/issues/4307): the sequence after the drag begins lower than the last frame announced (quirk interactive-dismissal).",
            "A sequence whose end frame is empty (a hide cross-faded with Reduce Motion and Prefer Cross-Fade Transitions, https://github.com/finn-no/FinniversKit/pull/1208) leaves the keyboard somewhere unknown: the next sequence is not compared with an older one.",
          ],
          examples: RuleExamples(
            source: "Traces/warnings/frame-continuity-hide-jumps.json",
            passing: SpecExample(builtInAt: JSONParser.Cursor(offset: 97812, line: 905, lineStart: 97793, continuationBytes: 0, depth: 4)),
            failing: SpecExample(builtInAt: JSONParser.Cursor(offset: 98851, line: 911, lineStart: 98832, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 888, column: 5)
        ),
        RuleSpec(
          id: "derived-keys",
          check: .geometry(GeometryCheck(
            relations: [
              GeometryRelation(
                kind: .sameSize,
                key: "UIKeyboardBoundsUserInfoKey",
                of: "UIKeyboardFrameEndUserInfoKey",
                notifications: [],
                pairs: [],
                tolerance: 0.5,
                when: DeviceCondition(
                  idioms: nil,
                  systems: nil,
                  keyboards: nil,
                  minimumVersion: nil,
                  belowVersion: nil
                ),
                quirks: ["portrait-fixed-landscape"],
                otherQuirks: [],
                visibleAtMost: nil,
                spansScreenWidth: false,
                screenAspect: nil,
                position: SourcePosition(line: 927, column: 9)
              ),
              GeometryRelation(
                kind: .centerOf,
                key: "UIKeyboardCenterBeginUserInfoKey",
                of: "UIKeyboardFrameBeginUserInfoKey",
                notifications: [],
                pairs: [],
                tolerance: 0.5,
                when: DeviceCondition(
                  idioms: nil,
                  systems: nil,
                  keyboards: nil,
                  minimumVersion: nil,
                  belowVersion: nil
                ),
                quirks: ["portrait-fixed-landscape"],
                otherQuirks: ["centres-disagree"],
                visibleAtMost: nil,
                spansScreenWidth: false,
                screenAspect: nil,
                position: SourcePosition(line: 928, column: 9)
              ),
              GeometryRelation(
                kind: .centerOf,
                key: "UIKeyboardCenterEndUserInfoKey",
                of: "UIKeyboardFrameEndUserInfoKey",
                notifications: [],
                pairs: [],
                tolerance: 0.5,
                when: DeviceCondition(
                  idioms: nil,
                  systems: nil,
                  keyboards: nil,
                  minimumVersion: nil,
                  belowVersion: nil
                ),
                quirks: ["portrait-fixed-landscape"],
                otherQuirks: ["centres-disagree"],
                visibleAtMost: nil,
                spansScreenWidth: false,
                screenAspect: nil,
                position: SourcePosition(line: 929, column: 9)
              ),
            ]
          )),
          severity: .warning,
          severityBySource: [:],
          summary: "UIKeyboardBoundsUserInfoKey has the end frame's size and the centre keys are the mid-points of the frames.",
          rationale: "The deprecated keys are derived from the frames: Bounds is the end frame's size at the origin, each centre the mid-point of the matching frame. A payload whose derived keys disagree with its frames contradicts itself, and code still reading the old keys gets another keyboard than code reading the frames. Before iOS 8, in landscape, frames are portrait-fixed while bounds and centres follow the interface, so swapped axes are recognised there (quirk portrait-fixed-landscape).",
          facts: [
            "Bounds {{0, 0}, {320, 216}}, centres {160, 588} -> {160, 372}: each is the mid-point of the matching frame (seed 003).",
            "Seed 002's landscape dump has FrameBegin equal to FrameEnd while the centres differ (401 -> 239): before iOS 8 real payloads carry centres that disagree with their frames (quirk centres-disagree; facts sheet Q16).",
            "Before iOS 8, landscape frames are portrait-fixed while Bounds is interface-oriented (seeds 001, 002).",
          ],
          examples: RuleExamples(
            source: "Traces/warnings/derived-keys-centres-disagree-out-of-range-ipad-ios9.json",
            passing: SpecExample(builtInAt: JSONParser.Cursor(offset: 101812, line: 933, lineStart: 101793, continuationBytes: 0, depth: 4)),
            failing: SpecExample(builtInAt: JSONParser.Cursor(offset: 102193, line: 936, lineStart: 102174, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 918, column: 5)
        ),
        RuleSpec(
          id: "editing-lifecycle",
          check: .markerState(MarkerStateCheck(
            expectations: [
              MarkerExpectation(
                marker: "field-began",
                places: [
                  MarkerPlace(
                    state: "hidden",
                    next: "show",
                    inside: nil,
                    after: [],
                    position: SourcePosition(line: 951, column: 43)
                  ),
                  MarkerPlace(
                    state: "shown",
                    next: nil,
                    inside: nil,
                    after: [],
                    position: SourcePosition(line: 951, column: 82)
                  ),
                ],
                expected: "a text field begins editing just before the keyboard's show sequence, or with the keyboard already up; no show came with it",
                quirk: "hardware-keyboard",
                unlessNext: [],
                nextQuirk: nil,
                position: SourcePosition(line: 951, column: 9)
              ),
              MarkerExpectation(
                marker: "view-began",
                places: [
                  MarkerPlace(
                    state: nil,
                    next: nil,
                    inside: "show",
                    after: ["UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification"],
                    position: SourcePosition(line: 953, column: 42)
                  ),
                  MarkerPlace(
                    state: "shown",
                    next: nil,
                    inside: nil,
                    after: [],
                    position: SourcePosition(line: 953, column: 150)
                  ),
                ],
                expected: "a text view begins editing after the keyboard's Will notifications of the show, or with the keyboard up; no show came before it",
                quirk: "hardware-keyboard",
                unlessNext: [],
                nextQuirk: nil,
                position: SourcePosition(line: 953, column: 9)
              ),
              MarkerExpectation(
                marker: "editing-ended",
                places: [
                  MarkerPlace(
                    state: "hidden",
                    next: nil,
                    inside: nil,
                    after: [],
                    position: SourcePosition(line: 955, column: 45)
                  ),
                  MarkerPlace(
                    state: nil,
                    next: nil,
                    inside: "hide",
                    after: ["UIKeyboardWillHideNotification"],
                    position: SourcePosition(line: 955, column: 68)
                  ),
                ],
                expected: "a text view or field ends editing once the keyboard's hide has begun; ending while the keyboard still shows leaves it up with nothing to type into",
                quirk: nil,
                unlessNext: ["field-began", "view-began"],
                nextQuirk: "focus-change-without-show",
                position: SourcePosition(line: 955, column: 9)
              ),
            ]
          )),
          severity: .warning,
          severityBySource: [:],
          summary: "A text view or field begins editing after the keyboard's show and ends it after the hide.",
          rationale: "UIKit's editing lifecycle wraps the keyboard: textViewShouldBeginEditing:, the show notifications, DidBeginEditing, the edits, textViewShouldEndEditing:, the hide notifications, DidEndEditing. A field that begins editing with no keyboard shown, or ends editing while the keyboard still shows, means a lost sequence or a responder that resigned without the keyboard noticing; code that adjusts its layout on either edge gets it wrong.",
          facts: [
            "textViewShouldBeginEditing: -> keyboard show notifications -> DidBeginEditing -> DidChange per edit -> textViewShouldEndEditing: -> keyboard hide notifications -> DidEndEditing (seeds 000, 004); the order of a text view's DidBeginEditing among the show notifications varies: after the Will notifications (https://github.com/hackiftekhar/IQKeyboardManager/issues/271), after DidShow on iOS 5 and 6 (https://github.com/danielamitay/DAKeyboardControl/issues/9).",
            "A text field posts DidBeginEditing before the keyboard's show notifications (https://github.com/hackiftekhar/IQKeyboardManager/issues/271, https://craiggrummitt.com/2016/07/18/keyboards-text-views-and-first-responders/); Apple's overview lists it after them (https://developer.apple.com/documentation/uikit/uitextfielddelegate), so both are accepted.",
            "Resigning first responder starts the hide: the Will notifications are posted at once, the Did ones when the animation ends, so DidEndEditing can come between them: a captured iOS 5 iPad log shows UITextFieldTextDidEndEditingNotification between WillHide and DidChangeFrame (OmniGroup frameworks, OmniUIDocument's OUIDocumentRenameViewController.m, header comment); Apple's overview lists it after the hide (https://developer.apple.com/documentation/uikit/uitextfielddelegate). Both are accepted.",
            "Since iOS 11 focus moving between fields while the keyboard is up sends no show or hide (quirk focus-change-without-show).",
            "With a hardware keyboard iOS 5 to 8 send no keyboard notifications at all (quirk hardware-keyboard).",
          ],
          examples: RuleExamples(
            source: "Traces/warnings/editing-lifecycle-ends-while-shown.json",
            passing: SpecExample(builtInAt: JSONParser.Cursor(offset: 106044, line: 960, lineStart: 106025, continuationBytes: 0, depth: 4)),
            failing: SpecExample(builtInAt: JSONParser.Cursor(offset: 106608, line: 972, lineStart: 106589, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 940, column: 5)
        ),
        RuleSpec(
          id: "time-order",
          check: .timeOrder(TimeOrderCheck(tolerance: 0.0)),
          severity: .warning,
          severityBySource: [:],
          summary: "Events are in delivery order: no event's time is before the time of an event before it.",
          rationale: "A notification center delivers each notification to its observers synchronously, one after another, so the times a trace records never go back. A time that does means the events were reordered, two captures were merged, or a log was pasted out of order; every rule that reads the order then reads a false one.",
          facts: [
            "NotificationCenter delivers notifications to observers synchronously, on the thread that posts them (https://developer.apple.com/documentation/foundation/notificationcenter).",
            "A log's times are seconds since midnight of its first date; one that crosses midnight goes on counting (Traces/logs/order-only.log).",
          ],
          examples: RuleExamples(
            source: "Traces/warnings/time-order-merged-captures.json",
            passing: SpecExample(builtInAt: JSONParser.Cursor(offset: 107971, line: 990, lineStart: 107952, continuationBytes: 0, depth: 4)),
            failing: SpecExample(builtInAt: JSONParser.Cursor(offset: 108184, line: 994, lineStart: 108165, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 981, column: 5)
        ),
        RuleSpec(
          id: "observer-lifecycle",
          check: .markerWindow(MarkerWindowCheck(
            window: MarkerWindow(
              closedBy: ["view-did-disappear"],
              openedBy: ["view-will-appear", "view-did-appear"],
              forbids: [
                "UIKeyboardWillShowNotification",
                "UIKeyboardDidShowNotification",
                "UIKeyboardWillHideNotification",
                "UIKeyboardDidHideNotification",
                "UIKeyboardWillChangeFrameNotification",
                "UIKeyboardDidChangeFrameNotification",
              ],
              expected: "remove keyboard observers when the view disappears and add them when it appears (registering in viewDidLoad and removing in dealloc makes an off-screen view react to the keyboard)",
              position: SourcePosition(line: 1005, column: 30)
            )
          )),
          severity: .warning,
          severityBySource: [:],
          summary: "No keyboard notification reaches an observer whose view has disappeared.",
          rationale: "Keyboard observers belong to a view on the screen: add them when the view appears and remove them when it disappears. An observer added in viewDidLoad and removed in dealloc stays registered while its view is off the screen, and adjusts insets and constraints of a view nobody sees, often fighting the view that is visible. A trace that records the view lifecycle (viewWillAppear:, viewDidDisappear: markers) shows it.",
          facts: [
            "Register for keyboard notifications when the view appears (viewWillAppear: or viewDidAppear:) and remove the observer when it disappears (seeds 000, 001).",
          ],
          examples: RuleExamples(
            source: "Traces/warnings/observer-lifecycle-after-disappear.json",
            passing: SpecExample(builtInAt: JSONParser.Cursor(offset: 109672, line: 1010, lineStart: 109653, continuationBytes: 0, depth: 4)),
            failing: SpecExample(builtInAt: JSONParser.Cursor(offset: 110030, line: 1019, lineStart: 110011, continuationBytes: 0, depth: 4))
          ),
          position: SourcePosition(line: 999, column: 5)
        ),
      ],
      groups: [
        "did": [
          "UIKeyboardDidShowNotification",
          "UIKeyboardDidHideNotification",
          "UIKeyboardDidChangeFrameNotification",
        ],
        "keyboard": [
          "UIKeyboardWillShowNotification",
          "UIKeyboardDidShowNotification",
          "UIKeyboardWillHideNotification",
          "UIKeyboardDidHideNotification",
          "UIKeyboardWillChangeFrameNotification",
          "UIKeyboardDidChangeFrameNotification",
        ],
        "will": [
          "UIKeyboardWillShowNotification",
          "UIKeyboardWillHideNotification",
          "UIKeyboardWillChangeFrameNotification",
        ],
      ],
      checkedAtBuildTime: true,
      bases: [],
      changes: [],
      dialects: [
        PayloadDialect(
          id: "react-native",
          recognisedBy: ["endCoordinates", "startCoordinates"],
          keys: [
            DialectKey(
              from: "startCoordinates",
              to: "UIKeyboardFrameBeginUserInfoKey",
              rect: ["screenX", "screenY", "width", "height"],
              scale: nil,
              values: nil
            ),
            DialectKey(
              from: "endCoordinates",
              to: "UIKeyboardFrameEndUserInfoKey",
              rect: ["screenX", "screenY", "width", "height"],
              scale: nil,
              values: nil
            ),
            DialectKey(
              from: "duration",
              to: "UIKeyboardAnimationDurationUserInfoKey",
              rect: nil,
              scale: 0.001,
              values: nil
            ),
            DialectKey(
              from: "easing",
              to: "UIKeyboardAnimationCurveUserInfoKey",
              rect: nil,
              scale: nil,
              values: [
                (word: "easeInEaseOut", value: .number(0.0, isInteger: true)),
                (word: "easeIn", value: .number(1.0, isInteger: true)),
                (word: "easeOut", value: .number(2.0, isInteger: true)),
                (word: "linear", value: .number(3.0, isInteger: true)),
                (word: "keyboard", value: .number(7.0, isInteger: true)),
              ]
            ),
            DialectKey(
              from: "isEventFromThisApp",
              to: "UIKeyboardIsLocalUserInfoKey",
              rect: nil,
              scale: nil,
              values: nil
            ),
          ],
          source: "React Native, React/CoreModules/RCTKeyboardObserver.mm: RCTParseKeyboardNotification builds each keyboard event from UIKit's userInfo (startCoordinates and endCoordinates from the frame keys as screenX, screenY, width, height; duration * 1000; easing from the curve, any curve but 0-3 as \"keyboard\"; isEventFromThisApp from UIKeyboardIsLocalUserInfoKey)",
          position: SourcePosition(line: 561, column: 5)
        ),
      ],
      inference: InferenceSpec(
        versions: [
          VersionEvidence(
            sign: .key("UIKeyboardIsLocalUserInfoKey", value: nil),
            minimum: OSVersion(components: [9], text: "9.0"),
            below: nil,
            source: "https://developer.apple.com/documentation/uikit/uiresponder/keyboardislocaluserinfokey (iOS 9.0+)",
            position: SourcePosition(line: 575, column: 7)
          ),
          VersionEvidence(
            sign: .withoutKey(
              "UIKeyboardIsLocalUserInfoKey",
              with: ["UIKeyboardFrameBeginUserInfoKey", "UIKeyboardFrameEndUserInfoKey"]
            ),
            minimum: nil,
            below: OSVersion(components: [9], text: "9.0"),
            source: "the key is absent before iOS 9.0 and in every keyboard payload from 9.0 (facts sheet Q12: Apple docs; react-native PR 23245)",
            position: SourcePosition(line: 577, column: 7)
          ),
          VersionEvidence(
            sign: .key("UIKeyboardAnimationCurveUserInfoKey", value: .number(7.0, isInteger: true)),
            minimum: OSVersion(components: [7], text: "7.0"),
            below: nil,
            source: "Stack Overflow 19482573: from iOS 7 keyboard animations use the private curve 7; captured iOS 5 logs carry 0 (OmniGroup OUIDocumentRenameViewController.m)",
            position: SourcePosition(line: 579, column: 7)
          ),
          VersionEvidence(
            sign: .object("UIScreen"),
            minimum: OSVersion(components: [16, 1], text: "16.1"),
            below: nil,
            source: "https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillshownotification: in iOS 16.1 and later the notification object is the UIScreen the keyboard appears on; before, nil",
            position: SourcePosition(line: 581, column: 7)
          ),
          VersionEvidence(
            sign: .key("UIKeyboardFrameBeginUserInfoKey", value: nil),
            minimum: OSVersion(components: [3, 2], text: "3.2"),
            below: nil,
            source: "https://developer.apple.com/documentation/uikit/uiresponder/keyboardframebeginuserinfokey (iOS 3.2+)",
            position: SourcePosition(line: 583, column: 7)
          ),
          VersionEvidence(
            sign: .key("UIKeyboardFrameEndUserInfoKey", value: nil),
            minimum: OSVersion(components: [3, 2], text: "3.2"),
            below: nil,
            source: "https://developer.apple.com/documentation/uikit/uiresponder/keyboardframeenduserinfokey (iOS 3.2+)",
            position: SourcePosition(line: 585, column: 7)
          ),
          VersionEvidence(
            sign: .notification("UIKeyboardWillChangeFrameNotification"),
            minimum: OSVersion(components: [5], text: "5.0"),
            below: nil,
            source: "https://developer.apple.com/documentation/uikit/uiresponder/keyboardwillchangeframenotification (iOS 5.0+)",
            position: SourcePosition(line: 587, column: 7)
          ),
          VersionEvidence(
            sign: .notification("UIKeyboardDidChangeFrameNotification"),
            minimum: OSVersion(components: [5], text: "5.0"),
            below: nil,
            source: "https://developer.apple.com/documentation/uikit/uiresponder/keyboarddidchangeframenotification (iOS 5.0+)",
            position: SourcePosition(line: 589, column: 7)
          ),
        ],
        screenWidthKeys: ["UIKeyboardFrameEndUserInfoKey", "UIKeyboardFrameBeginUserInfoKey"],
        screenWidthSource: "a docked keyboard spans the screen's width: 320-point frames on a 320x480 iPhone (seed 003), 414 on a 414x896 one (public captures in kbcheck's real-paste collection); a frame taller than wide is a portrait-fixed landscape frame before iOS 8 (seed 002) and does not count",
        idioms: [
          IdiomEvidence(
            widthAtMost: 743.0,
            widthAtLeast: nil,
            widths: nil,
            idiom: "phone",
            keyboard: "docked",
            source: "Apple Human Interface Guidelines, Layout, device screen sizes: iPhones are 320-440 points wide in portrait and 480-956 in landscape, the narrowest iPad (mini) 744; split and floating keyboards exist on iPad only (Apple Support: 'Use the floating keyboard on iPad')"
          ),
          IdiomEvidence(
            widthAtMost: nil,
            widthAtLeast: 957.0,
            widths: nil,
            idiom: "pad",
            keyboard: nil,
            source: "Apple Human Interface Guidelines, Layout, device screen sizes: no iPhone screen is wider than 956 points"
          ),
          IdiomEvidence(
            widthAtMost: nil,
            widthAtLeast: nil,
            widths: [744.0, 768.0, 810.0, 820.0, 834.0],
            idiom: "pad",
            keyboard: nil,
            source: "Apple Human Interface Guidelines, Layout, device screen sizes: the iPads' portrait widths (iPad mini 744; iPad 9.7-inch and mini before the 6th generation 768; iPad 10.2-inch 810; iPad Air 10.9-inch and iPad 10th generation 820; iPad Pro 10.5- and 11-inch 834), none an iPhone's width in either orientation"
          ),
          IdiomEvidence(
            widthAtMost: nil,
            widthAtLeast: nil,
            widths: [812.0, 844.0, 852.0, 874.0, 896.0, 926.0, 932.0, 956.0],
            idiom: "phone",
            keyboard: "docked",
            source: "Apple Human Interface Guidelines, Layout, device screen sizes: the iPhones' landscape widths above 743 points (812 iPhone X to 13 mini, 844 iPhone 12 to 14, 852 iPhone 14 Pro to 16, 874 iPhone 16 Pro, 896 iPhone XR, XS Max and 11, 926 iPhone 12 Pro Max to 14 Plus, 932 iPhone 14 Pro Max to 16 Plus, 956 iPhone 16 Pro Max), none an iPad's"
          ),
        ]
      ),
      deviceWords: DeviceWords(
        lists: DeviceFacts<DeviceWords.List>(
          idiom: DeviceWords.List(
            words: ["phone", "pad", "mac", "tv", "carPlay", "vision", "unspecified"],
            spellings: [
              DeviceWords.Spelling(text: "iPhone", word: "phone"),
              DeviceWords.Spelling(text: "iPod touch", word: "phone"),
              DeviceWords.Spelling(text: "iPad", word: "pad"),
              DeviceWords.Spelling(text: "Apple TV", word: "tv"),
              DeviceWords.Spelling(text: "Apple Vision Pro", word: "vision"),
              DeviceWords.Spelling(text: "UIUserInterfaceIdiomPhone", word: "phone"),
              DeviceWords.Spelling(text: "UIUserInterfaceIdiomPad", word: "pad"),
              DeviceWords.Spelling(text: "UIUserInterfaceIdiomTV", word: "tv"),
              DeviceWords.Spelling(text: "UIUserInterfaceIdiomCarPlay", word: "carPlay"),
              DeviceWords.Spelling(text: "UIUserInterfaceIdiomMac", word: "mac"),
              DeviceWords.Spelling(text: "UIUserInterfaceIdiomVision", word: "vision"),
              DeviceWords.Spelling(text: "UIUserInterfaceIdiomUnspecified", word: "unspecified"),
            ],
            source: "https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom: the cases unspecified, phone ('an interface designed for iPhone and iPod touch'), pad ('designed for iPad'), tv ('tvOS and Apple TV'), carPlay, mac and vision ('visionOS and Apple Vision Pro'), UIUserInterfaceIdiomPhone and so on in Objective-C; kbcheck's recorder writes phone or pad",
            position: SourcePosition(line: 16, column: 14)
          ),
          os: DeviceWords.List(
            words: ["iOS", "iPadOS", "Mac Catalyst", "macOS", "tvOS", "visionOS"],
            spellings: [
              DeviceWords.Spelling(text: "iPhone OS", word: "iOS"),
              DeviceWords.Spelling(text: "Mac OS X", word: "macOS"),
            ],
            source: "UIDevice.systemName (https://developer.apple.com/documentation/uikit/uidevice/systemname), which kbcheck's recorder writes: 'iPhone OS' on iOS 9.3 (https://riptutorial.com/ios/example/24198/identifying-the-device-and-operating: 'System Name iPhone OS', 'System Version 9.3'), 'iPadOS' on an iPad with iPadOS 15.2 (https://github.com/react-native-device-info/react-native-device-info/issues/1358), where iPads had said 'iPhone OS' (https://github.com/defold/defold/issues/6343), 'Mac OS X' in a Mac Catalyst app on macOS 10.15 (https://github.com/react-native-device-info/react-native-device-info/issues/1127), whose version is then macOS's; iOS, iPadOS, Mac Catalyst, tvOS and visionOS are the platforms Apple's documentation pages list under Availability",
            position: SourcePosition(line: 21, column: 11)
          ),
          keyboard: DeviceWords.List(
            words: ["docked", "split", "undocked", "floating"],
            spellings: [],
            source: "iOS 5's iPad keyboard key offers 'Undock' and 'Split', and 'Dock and Merge' back (https://www.engadget.com/2011/10/12/ios-5-features-split-keyboard-for-ipad/); https://developer.apple.com/documentation/uikit/uikeyboardlayoutguide/followsundockedkeyboard ('undocked from the bottom of the screen'); iPadOS 13's floating keyboard (Apple Support: 'Use the floating keyboard on iPad'; https://github.com/Kofktu/KUIKeyboard/pull/7)",
            position: SourcePosition(line: 24, column: 17)
          )
        )
      )
    )
  }
}
