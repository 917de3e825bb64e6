


def forward(self, x0, x1, x2, x3):
    w0 = self.w0;  w0 = None
    return x3
    