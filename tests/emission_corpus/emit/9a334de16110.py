


def forward(self, x, y):
    print = len(x)
    sum = print + max(y)
    return sum
    