/* kernel_in_header.cu - only includes the header that defines the kernel */
#include "kernel_in_header.h"
