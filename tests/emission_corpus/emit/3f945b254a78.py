


def forward(self, x, y):
    x += y;  iadd = x
    x -= 1;  isub = x
    x **= y;  ipow = x
    x //= y;  a = x
    x <<= y;  b = x
    x >>= 2;  c = x
    x @= y;  d = x
    g += 1;  e = g
    return (iadd, isub, ipow, a, b, c, d, e)
    