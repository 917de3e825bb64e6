


def forward(self, x, y):
    x += y;  iadd = x;  x = None
    iadd *= 2;  imul = iadd;  iadd = None
    imul[(slice(None, None, None), 0)] = y;  setitem = imul;  y = setitem = None
    imul **= 2;  ipow = imul;  imul = None
    return ipow
    