// A source of the app target in Objective-C: its keys are the app's too.
#import <Foundation/Foundation.h>

NSString *LegacyGreeting(void) { return NSLocalizedString(@"Legacy greeting", @"Shown at launch"); }
