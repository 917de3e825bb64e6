


def forward(self, x):
    mul = x * 2;  x = None
    return mul
    