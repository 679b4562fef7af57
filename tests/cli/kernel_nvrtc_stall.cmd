ACCESSAN_NVRTC_TIMEOUT=1 $ACCESSAN tests/cli/kernel_nvrtc_stall.pat
