


def forward(self, x, y):
    add = x + y;  x = y = None
    mul = add * 2;  add = None
    return mul
    