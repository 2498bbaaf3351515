// Declarations only (include/FuzzDriver.h); libFuzzer defines them.
#include "FuzzDriver.h"
