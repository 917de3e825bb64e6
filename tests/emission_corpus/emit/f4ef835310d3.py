


def forward(self, x, y):
    x[0] = y;  setitem = None
    x[1:2, ::2] = y;  s = None
    a = x[0] = y
    return a
    