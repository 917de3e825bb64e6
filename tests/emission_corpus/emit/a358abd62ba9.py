


def forward(self, x0, x1, x2):
    relu = x2.relu({'k': x0}, {'dim': x1}, slice(0, 0, []));  x0 = x1 = relu = None
    return (x2,)
    