


def forward(self, x, y):
    a = x
    return
    