


def forward(self, x, y):
    a = __debug__
    return a
    