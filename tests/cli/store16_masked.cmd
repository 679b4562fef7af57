$ACCESSAN tests/cli/store16_masked.pat | grep -E "^  shared float4|left out"
