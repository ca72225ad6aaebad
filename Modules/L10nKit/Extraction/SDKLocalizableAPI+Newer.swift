// SwiftUI and WidgetKit declarations newer than the iOS 17 SDK the generated table comes from,
// written by hand from Apple's documentation (developer.apple.com/documentation/swiftui/tab,
// .../swiftui/tabsection, .../widgetkit/controlwidgetbutton, .../widgetkit/controlwidgettoggle
// .../swiftui/view/controlwidgetactionhint(_:), .../swiftui/controlwidgetconfiguration/displayname(_:)
// and .../description(_:), .../swiftui/documentgrouplaunchscene and .../swiftui/newdocumentbutton
// with their initializers; AlarmKit's .../alarmkit/alarmbutton and .../alarmkit/alarmpresentation
// with its Alert, Countdown and Paused, iOS 26): the ones apps use most whose title is a
// `LocalizedStringKey` or a `LocalizedStringResource`, so that a literal title is a key, as
// Xcode extracts it, instead of a possible key of an unknown type. Same row format as
// `Generated/SDKLocalizableAPI+Rows.swift`; `SDKTableTests` checks that these rows parse and
// that the generated table does not already hold them.

extension SDKLocalizableAPI {
  /// Rows of declarations newer than the iOS 17 SDK (iOS 18; AlarmKit is iOS 26's, one
  /// `NewDocumentButton` initializer iOS 27's). Cizzuk/Alare's catalog holds the literal of
  /// `AlarmButton(text:textColor:systemImageName:)`, which nothing else in its code passes.
  static let newerRows = #"""
    init	Tab	init	_,systemImage,content{}	0:direct:LocalizedStringKey	SwiftUI
    init	Tab	init	_,systemImage,role,content{}	0:direct:LocalizedStringKey	SwiftUI
    init	Tab	init	_,systemImage,value,content{}	0:direct:LocalizedStringKey	SwiftUI
    init	Tab	init	_,systemImage,value,role,content{}	0:direct:LocalizedStringKey	SwiftUI
    init	Tab	init	_,image,content{}	0:direct:LocalizedStringKey	SwiftUI
    init	Tab	init	_,image,role,content{}	0:direct:LocalizedStringKey	SwiftUI
    init	Tab	init	_,image,value,content{}	0:direct:LocalizedStringKey	SwiftUI
    init	Tab	init	_,image,value,role,content{}	0:direct:LocalizedStringKey	SwiftUI
    init	TabSection	init	_,content{}	0:direct:LocalizedStringKey	SwiftUI
    init	ControlWidgetButton	init	_,action,actionLabel{}	0:direct:LocalizedStringKey	WidgetKit
    init	ControlWidgetToggle	init	_,isOn,action,valueLabel{}	0:direct:LocalizedStringKey	WidgetKit
    method	View	controlWidgetActionHint	_	0:direct:LocalizedStringResource	SwiftUI
    method	ControlWidgetConfiguration	displayName	_	0:direct:LocalizedStringResource	WidgetKit
    method	ControlWidgetConfiguration	description	_	0:direct:LocalizedStringResource	WidgetKit
    init	DocumentGroupLaunchScene	init	_,backgroundStyle=,_={}	0:direct:LocalizedStringResource	SwiftUI
    init	DocumentGroupLaunchScene	init	_,_{},background{}	0:direct:LocalizedStringResource	SwiftUI
    init	DocumentGroupLaunchScene	init	_,backgroundStyle=,_={},backgroundAccessoryView{}	0:direct:LocalizedStringResource	SwiftUI
    init	DocumentGroupLaunchScene	init	_,_{},background{},backgroundAccessoryView{}	0:direct:LocalizedStringResource	SwiftUI
    init	DocumentGroupLaunchScene	init	_,backgroundStyle=,_={},backgroundAccessoryView{},overlayAccessoryView{}	0:direct:LocalizedStringResource	SwiftUI
    init	DocumentGroupLaunchScene	init	_,_{},background{},backgroundAccessoryView{},overlayAccessoryView{}	0:direct:LocalizedStringResource	SwiftUI
    init	NewDocumentButton	init	_,contentType=	0:direct:LocalizedStringResource	SwiftUI
    init	NewDocumentButton	init	_,for=,contentType=,prepareDocument={}	0:direct:LocalizedStringResource	SwiftUI
    init	NewDocumentButton	init	_,contentType,prepareDocumentURL={}	0:direct:LocalizedStringResource	SwiftUI
    init	NewDocumentButton	init	_,contentType,source,prepareDocumentURL={}	0:direct:LocalizedStringKey	SwiftUI
    init	AlarmButton	init	text,textColor,systemImageName	0:direct:LocalizedStringResource	AlarmKit
    init	AlarmPresentation.Alert	init	title,stopButton,secondaryButton=,secondaryButtonBehavior=	0:direct:LocalizedStringResource	AlarmKit
    init	AlarmPresentation.Alert	init	title,secondaryButton=,secondaryButtonBehavior=	0:direct:LocalizedStringResource	AlarmKit
    init	AlarmPresentation.Countdown	init	title,pauseButton=	0:direct:LocalizedStringResource	AlarmKit
    init	AlarmPresentation.Paused	init	title,resumeButton	0:direct:LocalizedStringResource	AlarmKit
    """#

  /// The types `newerRows` adds, space-separated.
  static let newerTypeNames =
    "Tab TabSection ControlWidgetButton ControlWidgetToggle ControlWidgetConfiguration "
    + "DocumentGroupLaunchScene NewDocumentButton AlarmButton AlarmPresentation"
}
