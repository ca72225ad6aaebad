// In the synchronized folder: compiled by the app target.
#import <Foundation/Foundation.h>

NSString *BridgeTitle(void) { return NSLocalizedStringFromTable(@"Bridge title", @"Shared", nil); }
