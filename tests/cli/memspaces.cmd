$ACCESSAN patterns/constant_lut.pat patterns/readonly.pat patterns/texture_walk.pat | grep "^line\|per request\|requests,\|holds\|fails"
