


def forward(self, x, y):
    é = x
    return é
    