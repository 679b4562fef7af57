/* stride.h - a header that kernels.cu does not know: found through an
   include folder (cuda_include, -I) */
#define STRIDE 2
