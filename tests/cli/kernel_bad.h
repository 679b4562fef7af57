/* kernel_bad.h - a header with an error, included by kernel_include.cu:
   NVRTC's message must be shown at this file's line, not the .cu's */

#error this header does not compile
