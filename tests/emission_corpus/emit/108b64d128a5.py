


def forward(self, x, y):
    a = f(x, (1+2j), (1-2j), -1j, 1j, (-0-1j), (-1.5+0j), 2.5j)
    return a
    